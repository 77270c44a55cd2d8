// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../../lib/api/envelope';
import { createI18n } from '../../../lib/i18n/i18n-instance';
import { en } from '../../../locales/en';
import type { SmsCodeSent } from '../api/post-sms-no-login';
import { useCountdownStore } from '../stores/countdown-store';
import { GetCodeButton, type SendAttempt } from './get-code-button';

// The send call is a prop: these tests drive the button's own behaviour
// (throttle, countdown, the server's wait, the warning popup) with scripted answers.
function renderButton(send: () => SendAttempt) {
  render(
    <I18nextProvider i18n={createI18n('EN', { EN: en })}>
      <GetCodeButton countdownKey="test" send={send} />
    </I18nextProvider>,
  );
  return screen.getByRole('button', { name: 'Get code' });
}

const sent = (expiredMinutes: number): Promise<ApiResult<SmsCodeSent>> =>
  Promise.resolve({ ok: true, value: { expiredMinutes } });
const failed = (code: string, data?: Record<string, unknown>): Promise<ApiResult<SmsCodeSent>> =>
  Promise.resolve({ ok: false, error: { code, status: 429, message: '', ...(data ? { data } : {}) } });

describe('GetCodeButton', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useCountdownStore.setState({ endsAt: {} });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('counts down 60 s per expired minute after a send, then is usable again', async () => {
    const send = vi.fn(() => sent(2));
    const button = renderButton(send);
    await act(async () => void fireEvent.click(button));
    expect(send).toHaveBeenCalledTimes(1);
    expect(button.textContent).toBe('Resend in 120 s');
    expect(button).toHaveProperty('disabled', true);
    await act(async () => void vi.advanceTimersByTime(30_000));
    expect(button.textContent).toBe('Resend in 90 s');
    await act(async () => void vi.advanceTimersByTime(90_000));
    expect(button.textContent).toBe('Get code');
    expect(button).toHaveProperty('disabled', false);
  });

  it('takes one press per second: a double click sends once', async () => {
    const send = vi.fn(() => ({ problem: 'Enter mobile number' }));
    const button = renderButton(send);
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Confirm' })));
    await act(async () => void vi.advanceTimersByTime(1000));
    await act(async () => void fireEvent.click(button));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('shows a local problem in the warning popup without sending', async () => {
    const button = renderButton(() => ({ problem: 'Phone number must be 10 digits' }));
    await act(async () => void fireEvent.click(button));
    const popup = screen.getByRole('dialog', { name: 'The code could not be sent' });
    expect(popup.textContent).toContain('Phone number must be 10 digits');
    expect(button).toHaveProperty('disabled', false);
  });

  it('honours the wait the server names and says why in the popup', async () => {
    const button = renderButton(() => failed('sms_too_many_requests', { retryAfterSeconds: 300 }));
    await act(async () => void fireEvent.click(button));
    expect(screen.getByRole('dialog').textContent).toContain('Too many codes requested');
    expect(button.textContent).toBe('Resend in 300 s');
    expect(button).toHaveProperty('disabled', true);
  });

  it('does not wait after a failure that names no wait', async () => {
    const button = renderButton(() => failed('invalid_phone_number'));
    await act(async () => void fireEvent.click(button));
    expect(screen.getByRole('dialog').textContent).toContain('Invalid phone number format');
    expect(button.textContent).toBe('Get code');
  });
});

// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../../lib/api/envelope';
import { createI18n } from '../../../lib/i18n/i18n-instance';
import { en } from '../../../locales/en';
import { sentUrl } from '../../../test/fetch-input';
import type { SmsCodeSent } from '../api/post-sms-no-login';
import { GetCodeButton } from '../components/get-code-button';
import { SendCaptchaField } from '../components/send-captcha-field';
import { useCountdownStore } from '../stores/countdown-store';
import { useSendCaptcha, type SendCaptchaFields } from './use-send-captcha';

// The send is scripted (the server's answers to a code request); the captcha
// images come from a stubbed GET /wps/captcha, one new id per fetch.
type Post = (fields: SendCaptchaFields) => Promise<ApiResult<SmsCodeSent>>;

function SendStep({ post }: { post: Post }) {
  const formRef = useRef<HTMLFormElement>(null);
  const sendCaptcha = useSendCaptcha('test');
  return (
    <form ref={formRef}>
      <SendCaptchaField sendCaptcha={sendCaptcha} />
      <GetCodeButton countdownKey="test" send={() => sendCaptcha.send(formRef.current, post)} />
    </form>
  );
}

const sent = (): Promise<ApiResult<SmsCodeSent>> => Promise.resolve({ ok: true, value: { expiredMinutes: 1 } });
const refused = (code: string): Promise<ApiResult<SmsCodeSent>> =>
  Promise.resolve({ ok: false, error: { code, status: 400, message: '', data: { captcha: true } } });

let captchaFetches = 0;

function answerCaptchas() {
  captchaFetches = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    if (sentUrl(input).endsWith('/wps/captcha')) {
      captchaFetches += 1;
      const value = { captchaId: `id-${captchaFetches}`, image: 'iVBORw0KGgo=', expiresInSeconds: 120 };
      return new Response(JSON.stringify({ success: true, value }), { status: 200 });
    }
    return new Response(JSON.stringify({ success: false, code: 'not_found' }), { status: 404 });
  });
}

function renderStep(post: Post) {
  render(
    <I18nextProvider i18n={createI18n('EN', { EN: en })}>
      <SendStep post={post} />
    </I18nextProvider>,
  );
  return screen.getByRole('button', { name: 'Get code' });
}

async function closeWarning() {
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Confirm' })));
}

describe('the captcha of the send step', () => {
  beforeEach(() => {
    useCountdownStore.setState({ endsAt: {} });
    answerCaptchas();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('stays hidden and sends no captcha fields until the server asks', async () => {
    const post = vi.fn<Post>(() => sent());
    const button = renderStep(post);
    expect(screen.queryByRole('img')).toBeNull();
    await act(async () => void fireEvent.click(button));
    expect(post).toHaveBeenCalledWith({});
    expect(captchaFetches).toBe(0);
  });

  it('appears when the server asks, refuses an empty answer here, then sends the typed one', async () => {
    const post = vi.fn<Post>(() => refused('captcha_required'));
    const button = renderStep(post);
    await act(async () => void fireEvent.click(button));
    expect(screen.getByRole('dialog').textContent).toContain('type the characters shown in the image');
    await closeWarning();
    expect(await screen.findByRole('img', { name: /Captcha image/ })).toBeTruthy();
    expect(captchaFetches).toBe(1);

    // An empty answer is not sent.
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the button takes one press per second
    await act(async () => void fireEvent.click(button));
    expect(post).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog').textContent).toContain('Type the characters shown in the image first.');
    await closeWarning();

    post.mockImplementation(() => sent());
    fireEvent.change(screen.getByLabelText('Captcha for a new code'), { target: { value: ' ab12c ' } });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await act(async () => void fireEvent.click(button));
    expect(post).toHaveBeenLastCalledWith({ captchaId: 'id-1', captcha: 'ab12c' });
    // While the countdown runs no other code may be asked for: the captcha is out of the way.
    expect(screen.queryByRole('img', { name: /Captcha image/ })).toBeNull();
  });

  it('fetches a new image after a wrong answer', async () => {
    const post = vi.fn<Post>(() => refused('captcha_required'));
    const button = renderStep(post);
    await act(async () => void fireEvent.click(button));
    await closeWarning();
    await screen.findByRole('img', { name: /Captcha image/ });
    post.mockImplementation(() => refused('invalid_captcha'));
    fireEvent.change(screen.getByLabelText('Captcha for a new code'), { target: { value: 'WRONG' } });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await act(async () => void fireEvent.click(button));
    expect(screen.getByRole('dialog').textContent).toContain('Invalid captcha');
    await closeWarning();
    await vi.waitFor(() => expect(captchaFetches).toBe(2));
    // The new image starts with an empty answer.
    expect(screen.getByLabelText<HTMLInputElement>('Captcha for a new code').value).toBe('');
  });
});

// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Banner } from '../lib/content/notice';
import { createI18n } from '../lib/i18n/i18n-instance';
import { en } from '../locales/en';
import { BANNER_AUTOPLAY_MS, BannerCarousel } from './banner-carousel';

const i18n = createI18n('EN', { EN: en });

const banner = (id: number, linkageType: Banner['linkageType'] = 'internal'): Banner => ({
  id,
  groupName: 'w_home',
  url: `/content/banners/${id}.svg`,
  title: `Banner ${id}`,
  linkageType,
  linkUrl: linkageType === 'none' ? '' : '/promotions',
  language: 'EN',
  sort: id,
});

function renderCarousel(banners: Banner[], onOpen = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <BannerCarousel banners={banners} label="Featured" variant="home" onOpen={onOpen} />
    </I18nextProvider>,
  );
  return onOpen;
}

const current = () =>
  Array.from(document.querySelectorAll('.banner-carousel__slide')).findIndex(
    (s) => s.getAttribute('aria-hidden') !== 'true',
  );

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('banner carousel (spec section 9: autoplay 5000 ms, speed 1000 ms, loop only with more than one)', () => {
  it('moves on every 5 s and loops back to the first', async () => {
    vi.useFakeTimers();
    renderCarousel([banner(1), banner(2)]);
    expect(current()).toBe(0);
    await act(async () => {
      vi.advanceTimersByTime(BANNER_AUTOPLAY_MS);
    });
    expect(current()).toBe(1);
    await act(async () => {
      vi.advanceTimersByTime(BANNER_AUTOPLAY_MS);
    });
    expect(current()).toBe(0);
  });

  it('stops while hovered and on its pause button', async () => {
    vi.useFakeTimers();
    renderCarousel([banner(1), banner(2), banner(3)]);
    const region = screen.getByRole('region', { name: 'Featured' });
    fireEvent.mouseEnter(region);
    await act(async () => {
      vi.advanceTimersByTime(3 * BANNER_AUTOPLAY_MS);
    });
    expect(current()).toBe(0);
    fireEvent.mouseLeave(region);
    fireEvent.click(screen.getByRole('button', { name: 'Pause the banners' }));
    await act(async () => {
      vi.advanceTimersByTime(3 * BANNER_AUTOPLAY_MS);
    });
    expect(current()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
    expect(current()).toBe(2);
  });

  it('with one banner neither moves nor shows controls', async () => {
    vi.useFakeTimers();
    renderCarousel([banner(1)]);
    await act(async () => {
      vi.advanceTimersByTime(3 * BANNER_AUTOPLAY_MS);
    });
    expect(current()).toBe(0);
    expect(screen.queryByRole('button', { name: 'Next banner' })).toBeNull();
  });

  it('opens a linked slide and leaves a slide without a link alone', () => {
    const onOpen = renderCarousel([banner(1), banner(2, 'none')]);
    fireEvent.click(screen.getByRole('button', { name: 'Banner 1' }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    expect(screen.queryByRole('button', { name: 'Banner 2' })).toBeNull();
  });
});

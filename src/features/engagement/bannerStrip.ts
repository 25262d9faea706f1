/**
 * Draws the banners of the day into the page's banner area (BannerSlot.astro): a row of pictures, each with its
 * size given so the row never jumps as they load and its title written under it, each a link to the item or
 * category it promotes when it has one. Each banner is reported as reached once half of it has been on screen.
 */
import { bannerHref, bannerPictureKey, type Banner } from '../../domain/banners.ts';
import { localized } from '../../domain/localizedText.ts';
import { fluidPicture } from '../images/picture.ts';
import { BANNER_OVER_HERO_SHARED_SIZES, BANNER_OVER_HERO_SIZES, BANNER_SIZES } from '../images/sizes.ts';
import type { EngagementConfig } from './config.ts';

export function showBannerStrip(
  slot: HTMLElement,
  banners: Banner[],
  config: Pick<EngagementConfig, 'api' | 'locale' | 'fallbacks' | 'banners'>,
  seen: (id: number) => void,
): void {
  // Laid over the header picture where the page has one (BannerSlot.astro): nothing on the page moves.
  const hero = slot.dataset.overHero === undefined ? null : document.querySelector('main .hero');
  const sizes = !hero ? BANNER_SIZES : banners.length > 1 ? BANNER_OVER_HERO_SHARED_SIZES : BANNER_OVER_HERO_SIZES;
  const list = document.createElement('ul');
  list.className = 'banner-list';
  list.append(
    ...banners.map((banner, i) => {
      const item = document.createElement('li');
      item.dataset.bannerId = String(banner.id);
      const title = localized(banner.title, config.locale, config.fallbacks);
      const href = bannerHref(banner.link, slot.dataset.menuBase ?? '');
      const img = document.createElement('img');
      // A picture the build prepared comes from the release, at the width it is drawn; any other as the API serves it.
      const prepared = config.banners?.pictures[bannerPictureKey(banner.image, config.api)];
      if (prepared) {
        const picture = fluidPicture(config.banners!.base, prepared, sizes);
        img.sizes = picture.sizes!;
        img.srcset = picture.srcset;
        img.src = picture.src;
      } else img.src = banner.image;
      img.width = banner.width;
      img.height = banner.height;
      // The title is written under the picture (and names the link); without one, a link still needs a name.
      img.alt = title ? '' : href ? (slot.dataset.offer ?? '') : '';
      img.decoding = 'async';
      img.loading = i === 0 ? 'eager' : 'lazy';
      const box = href ? Object.assign(document.createElement('a'), { href }) : document.createElement('div');
      box.className = 'banner';
      box.append(img);
      if (title)
        box.append(Object.assign(document.createElement('span'), { className: 'banner-title', textContent: title }));
      item.append(box);
      return item;
    }),
  );
  slot.replaceChildren(list);
  if (hero) hero.append(slot);
  slot.hidden = false;
  if (typeof IntersectionObserver === 'undefined') return;
  const watch = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        seen(Number((entry.target as HTMLElement).dataset.bannerId));
        watch.unobserve(entry.target);
      }
    },
    { threshold: 0.5 },
  );
  list.querySelectorAll('li').forEach((li) => watch.observe(li));
}

/**
 * Draws search results into the search page, without a framework. Every text goes in through textContent, never
 * as markup: names and queries are tenant and customer input. The status line is a polite live region, so a
 * screen reader hears how many items were found.
 */
import { formatNumber } from '../../domain/locale.ts';
import { fill } from '../../components/ui/fill.ts';
import { pluralText } from '../../components/ui/plural.ts';
import { priceText, wasText, type PriceTranslate } from '../menu/price.ts';
import type { SearchResult } from './results.ts';

export interface SearchTexts {
  /** Plural forms of "{{count}} results" by Intl.PluralRules category. */
  results: Record<string, string>;
  noResults: string;
  hint: string;
  loading: string;
  failed: string;
  unavailableNow: string;
  unavailableLater: string;
  soldOut: string;
  priceFrom: string;
  priceOnSelection: string;
  priceRange: string;
  free: string;
}

export interface ViewOptions {
  texts: SearchTexts;
  locale: string;
  currency: string;
  /** The tenant base path, for index pictures (`_img/…` below it). */
  base: string;
}

export interface SearchView {
  idle: () => void;
  loading: () => void;
  failed: () => void;
  show: (results: readonly SearchResult[], query: string, later: boolean) => void;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const el = document.createElement(tag);
  if (className) el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

/** An element of the owner's words (a dish's or category's name, a description), laid out in their own direction. */
function owners<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text: string) {
  const el = element(tag, className, text);
  el.dir = 'auto';
  return el;
}

/** The view over a root holding `[data-search-status]` and `[data-search-list]`. */
export function searchView(root: HTMLElement, opts: ViewOptions): SearchView {
  const status = root.querySelector<HTMLElement>('[data-search-status]')!;
  const list = root.querySelector<HTMLElement>('[data-search-list]')!;
  const { texts } = opts;
  const words: Record<Parameters<PriceTranslate>[0], string> = {
    'item.priceFrom': texts.priceFrom,
    'item.priceRange': texts.priceRange,
    'item.priceOnSelection': texts.priceOnSelection,
    'item.free': texts.free,
  };
  const translate: PriceTranslate = (key, values = {}) => fill(words[key], values);
  const picture = (img: string) => (/^(https?:)?\//.test(img) ? img : `${opts.base}/${img}`);

  const card = (result: SearchResult, later: boolean) => {
    const { entry } = result;
    const li = document.createElement('li');
    const article = element('article', 'item-card search-result');
    article.dataset.state = result.state;
    if (entry.img) {
      const img = element('img', '');
      Object.assign(img, { src: picture(entry.img), alt: '', width: 64, height: 64, loading: 'lazy' });
      article.append(img);
    }
    const body = element('div', 'body');
    const heading = element('h2', '');
    const link = owners('a', 'item-link', entry.name);
    link.href = result.href;
    heading.append(link);
    body.append(heading);
    if (result.category) body.append(owners('p', 'muted search-category', result.category));
    if (entry.d) body.append(owners('p', 'muted', entry.d));
    const price = entry.p ? priceText(entry.p, opts.currency, opts.locale, translate) : '';
    if (price) {
      // As a menu card shows it: the price before the discount struck through after it, not read out.
      const line = element('p', 'price', price);
      const was = entry.p ? wasText(entry.p, opts.currency, opts.locale) : '';
      if (was) {
        const del = element('del', '', was);
        del.setAttribute('aria-hidden', 'true');
        line.append(' ', del);
      }
      body.append(line);
    }
    if (result.state !== 'available') {
      const note = result.state === 'soldOut' ? texts.soldOut : later ? texts.unavailableLater : texts.unavailableNow;
      const badge = element('p', 'badge', note);
      badge.dataset.open = 'false';
      body.append(badge);
    }
    article.append(body);
    li.append(article);
    return li;
  };

  const reset = (message: string) => {
    status.textContent = message;
    list.replaceChildren();
  };

  return {
    idle: () => reset(texts.hint),
    loading: () => reset(texts.loading),
    failed: () => reset(texts.failed),
    show(results, query, later) {
      const count = results.length;
      status.textContent = count
        ? fill(pluralText(texts.results, opts.locale, count), {
            count: formatNumber(count, opts.locale),
          })
        : fill(texts.noResults, { query: query.trim() });
      list.replaceChildren(...results.map((r) => card(r, later)));
    },
  };
}

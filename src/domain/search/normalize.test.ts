import { describe, expect, it } from 'vitest';
import { typosForgiven, isUnspacedWord, normalizeSearchText, wordForms, wordsOf } from './normalize.ts';

describe('normalizeSearchText', () => {
  it('removes Arabic tashkeel and tatweel, so a vowelled word equals the bare one', () => {
    expect(normalizeSearchText('شَاوِرْمَا')).toBe('شاورما');
    expect(normalizeSearchText('شـاورمـا')).toBe('شاورما');
    expect(normalizeSearchText('مُتَبَّلٌ')).toBe('متبل');
  });

  it('writes every alef form as a bare alef', () => {
    for (const word of ['أرز', 'إرز', 'آرز', 'ٱرز']) expect(normalizeSearchText(word)).toBe('ارز');
  });

  it('writes alef maksura, Arabic yeh and Persian yeh as one yeh', () => {
    expect(normalizeSearchText('حلوى')).toBe(normalizeSearchText('حلوي'));
    expect(normalizeSearchText('کوبیده')).toBe(normalizeSearchText('كوبيده'));
  });

  it('writes the Persian and the Arabic kaf as one kaf', () => {
    expect(normalizeSearchText('کباب')).toBe(normalizeSearchText('كباب'));
  });

  it('writes teh marbuta as heh', () => {
    expect(normalizeSearchText('شكشوكة')).toBe('شكشوكه');
  });

  it('reads Arabic-Indic, Persian and full-width digits as ASCII digits', () => {
    expect(normalizeSearchText('٧ أصابع')).toBe('7 اصابع');
    expect(normalizeSearchText('۱۲۳')).toBe('123');
    expect(normalizeSearchText('１２')).toBe('12');
  });

  it('folds case and Latin accents: café is cafe, CRÈME is creme', () => {
    expect(normalizeSearchText('Café')).toBe('cafe');
    expect(normalizeSearchText('CRÈME BRÛLÉE')).toBe('creme brulee');
    expect(normalizeSearchText('Straße')).toBe('strasse');
    expect(normalizeSearchText('İskender')).toBe('iskender');
  });

  it('drops direction marks and zero-width characters', () => {
    expect(normalizeSearchText('\u200fشاورما\u200e')).toBe('شاورما');
    expect(normalizeSearchText('می\u200cخواهم')).toBe('میخواهم'.replace('ی', 'ي'));
  });

  it('keeps Japanese voiced marks, so が is not か', () => {
    expect(normalizeSearchText('ほうじ茶')).toBe('ほうじ茶');
    expect(normalizeSearchText('ｶﾞ')).toBe('ガ');
  });

  it('answers nothing for what is not a string', () => {
    expect(normalizeSearchText(undefined)).toBe('');
    expect(normalizeSearchText(42)).toBe('');
  });
});

describe('words', () => {
  it('splits on punctuation and spaces, keeping apostrophe words whole', () => {
    expect(wordsOf(normalizeSearchText("Today's offers, (new)!"))).toEqual(['todays', 'offers', 'new']);
  });

  it('knows an Arabic word with the definite article by its bare form too', () => {
    expect(wordForms('الشاورما')).toEqual(['الشاورما', 'شاورما']);
    expect(wordForms('الف')).toEqual(['الف']);
  });

  it('looks for Japanese, Chinese and Thai words inside the text, and forgives typos only in alphabets', () => {
    expect(isUnspacedWord('抹茶')).toBe(true);
    expect(isUnspacedWord('ต้มยำ')).toBe(true);
    expect(isUnspacedWord('falafel')).toBe(false);
    expect(typosForgiven('falafel')).toBe(1);
    expect(typosForgiven('shawarmas')).toBe(2);
    expect(typosForgiven('шаурма')).toBe(1);
    expect(typosForgiven('box')).toBe(0);
    expect(typosForgiven('抹茶')).toBe(0);
  });

  it('forgives one typo in an Arabic-script word of five letters or more, none in a shorter one', () => {
    expect(typosForgiven('شاورمه')).toBe(1);
    expect(typosForgiven('کوبیده')).toBe(1);
    expect(typosForgiven('كنافه')).toBe(1);
    expect(typosForgiven('دجاج')).toBe(0);
  });
});

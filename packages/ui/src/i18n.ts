import type { i18n as I18n } from 'i18next';

export const SUPPORTED_LANGUAGES = ['en', 'ne', 'zh'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const LANGUAGE_COOKIE = 'language';
export const LANGUAGE_COOKIE_DAYS = 7;

// Each language names itself, so a reader who cannot read the current one still finds theirs.
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ne: 'नेपाली', zh: '中文' };

export function isSupportedLanguage(value: string | null | undefined): value is Language {
  return SUPPORTED_LANGUAGES.includes(value as Language);
}

export type TranslationResources = Record<Language, Record<string, unknown>>;

/** Adds one namespace in every language; remotes call it when their module loads. */
export function addTranslations(i18n: I18n, namespace: string, resources: TranslationResources): void {
  for (const language of SUPPORTED_LANGUAGES) {
    i18n.addResourceBundle(language, namespace, resources[language], true, true);
  }
}

export const uiResources: TranslationResources = {
  en: {
    close: 'Close',
    cancel: 'Cancel',
    confirm: 'Confirm',
    readMore: 'Read More',
    readLess: 'Read Less',
    loading: 'Loading…',
    verifiedArtist: 'Verified artist',
    siteName: 'Art Marketplace',
    file: { chooseFile: 'Choose file', chooseFiles: 'Choose files', noneChosen: 'No file chosen' },
    // What an artwork's price tag says when it shows no price (ArtworkPriceTag).
    availability: { onHold: 'On hold', sold: 'Sold', notForSale: 'Not for sale' },
    // The eight main categories by slug, one set of words for every area (useCategoryName).
    category: {
      painting: 'Painting',
      sculpture: 'Sculpture',
      photography: 'Photography',
      'new-media-art': 'New Media Art',
      printmaking: 'Printmaking',
      drawing: 'Drawing',
      design: 'Design',
      handicrafts: 'Handicraft',
    },
  },
  ne: {
    close: 'बन्द गर्नुहोस्',
    cancel: 'रद्द गर्नुहोस्',
    confirm: 'पुष्टि गर्नुहोस्',
    readMore: 'थप पढ्नुहोस्',
    readLess: 'कम पढ्नुहोस्',
    loading: 'लोड हुँदैछ…',
    verifiedArtist: 'प्रमाणित कलाकार',
    siteName: 'कला बजार',
    file: { chooseFile: 'फाइल छान्नुहोस्', chooseFiles: 'फाइलहरू छान्नुहोस्', noneChosen: 'कुनै फाइल छानिएको छैन' },
    // What an artwork's price tag says when it shows no price (ArtworkPriceTag).
    availability: { onHold: 'आरक्षित', sold: 'बिक्री भइसक्यो', notForSale: 'बिक्रीका लागि होइन' },
    // The eight main categories by slug, one set of words for every area (useCategoryName).
    category: {
      painting: 'चित्रकला',
      sculpture: 'मूर्तिकला',
      photography: 'फोटोग्राफी',
      'new-media-art': 'नयाँ मिडिया कला',
      printmaking: 'छापकला',
      drawing: 'रेखाचित्र',
      design: 'डिजाइन',
      handicrafts: 'हस्तकला',
    },
  },
  zh: {
    close: '关闭',
    cancel: '取消',
    confirm: '确认',
    readMore: '阅读更多',
    readLess: '收起',
    loading: '加载中…',
    verifiedArtist: '认证艺术家',
    siteName: '艺术市场',
    file: { chooseFile: '选择文件', chooseFiles: '选择文件', noneChosen: '未选择文件' },
    // What an artwork's price tag says when it shows no price (ArtworkPriceTag).
    availability: { onHold: '已预留', sold: '已售出', notForSale: '非卖品' },
    // The eight main categories by slug, one set of words for every area (useCategoryName).
    category: {
      painting: '绘画',
      sculpture: '雕塑',
      photography: '摄影',
      'new-media-art': '新媒体艺术',
      printmaking: '版画',
      drawing: '素描',
      design: '设计',
      handicrafts: '手工艺',
    },
  },
};

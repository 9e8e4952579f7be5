// The assistant's replies in Modern Standard Arabic. Every genre's name (the contract's) follows
// "إذاعة" (and "إذاعات") unchanged, so one form serves both.
import { GENRE_NAMES_BY_LANGUAGE } from '@sauti/contract';
import { qualifiersIn, type Replies } from './replies';

/** Names that tell the two Congos apart, where Intl's "الكونغو - كينشاسا" reads less well. */
const DISTINCT_NAMES: Readonly<Record<string, string>> = {
  CD: 'الكونغو الديمقراطية (كينشاسا)',
  CG: 'جمهورية الكونغو (برازافيل)',
};

const regionNames = new Intl.DisplayNames(['ar'], { type: 'region' });
const languageNames = new Intl.DisplayNames(['ar'], { type: 'language' });

function countryName(code: string): string {
  return DISTINCT_NAMES[code] ?? regionNames.of(code) ?? code;
}

/** "ترانيم مسيحية باللغة الأكانية من غانا", after "إذاعة" or "إذاعات". */
const qualifiers = qualifiersIn({
  genre: (genre) => GENRE_NAMES_BY_LANGUAGE.ar[genre],
  language: (code) => `باللغة ${languageNames.of(code) ?? code}`,
  country: (code) => `من ${countryName(code)}`,
});

export const ARABIC_REPLIES: Replies = {
  playing: (filters) => `إليك إذاعة${qualifiers(filters)}.`,
  trending: (filters) =>
    filters.genre || filters.language || filters.country
      ? `إليك أكثر إذاعات${qualifiers(filters)} استماعًا الآن.`
      : 'إليك أكثر الإذاعات استماعًا الآن.',
  onlyRadio: (filters) => `يمكنني المساعدة في الراديو فقط. جرّب أن تطلب إذاعة${qualifiers(filters)}.`,
  checkingNowPlaying: 'سأتحقق مما يُبث الآن.',
  controls: {
    pause: 'إيقاف مؤقت.',
    resume: 'استئناف التشغيل.',
    stop: 'إيقاف الراديو.',
    volume_up: 'رفع الصوت.',
    volume_down: 'خفض الصوت.',
    mute: 'كتم الصوت.',
    unmute: 'إلغاء كتم الصوت.',
    next: 'الانتقال إلى محطة أخرى.',
  },
  blank: 'اطلب مني إذاعة حسب البلد أو المدينة أو النوع أو اللغة، مثلًا «أخبار من مصر».',
  notUnderstood: 'عذرًا، لم أفهم ذلك. جرّب «أخبار من مصر» أو «راديو بالسواحلية» أو «إيقاف مؤقت».',
  noMatch:
    'لم أجد أي محطة تطابق طلبك. جرّب أن تطلب موسيقى من نيجيريا أو غانا أو كينيا، أو نوعًا مثل الترانيم أو الجاز أو الأفروبيتس.',
  countryLabel: countryName,
  // Arabic joins the choices of a question with "أم".
  whichCountry: (options) => `هل تقصد ${options.map((option) => option.label).join(' أم ')}؟`,
};

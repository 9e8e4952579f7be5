// What the assistant says in Modern Standard Arabic when it acts.
import type { ActingReplies } from './acting-replies';
import { filterLabels } from './filter-labels';

const labels = filterLabels('ar');

export const ARABIC_ACTING: ActingReplies = {
  locale: 'ar',
  ...labels,
  noMatch:
    'لم أجد أي محطة تطابق طلبك. جرّب أن تطلب موسيقى من نيجيريا أو غانا أو كينيا، أو نوعًا مثل الترانيم أو الجاز أو الأفروبيتس.',
  requestFailed: 'أواجه صعوبة في معالجة هذا الطلب الآن. يرجى المحاولة مرة أخرى!',
  actingFailed: {
    spoken: 'عذرًا، واجهت مشكلة في معالجة هذا الأمر.',
    typed: 'عذرًا، واجهت مشكلة في معالجة هذه الرسالة.',
  },
  nothingPlaying: 'لا شيء قيد التشغيل الآن.',
  noOtherStation: 'لم أجد محطة أخرى لتشغيلها.',
  noKnownPlaying: (asked) =>
    `وجدتُ محطات لـ«${asked}»، لكن لم تتأكد فحوصاتنا مؤخرًا من أن أيًّا منها يبث، لذا لن أشغّل محطة قد تكون صامتة.`,
  tuningIn: (station) => `جارٍ تشغيل ${station.name} (${station.genre}، ${station.country}).`,
  widened: (asked, relaxed) => `لم أجد «${asked}»، فبحثت عن «${relaxed}» بدلًا منها. `,
  trendingNow: (names) => `الأكثر استماعًا الآن: ${names}. `,
  pausing: (name) => `إيقاف ${name} مؤقتًا.`,
  notPlaying: (name) => `${name} ليست قيد التشغيل.`,
  stillStartingSayStop: (name) => `${name} ما زالت تبدأ. قل «أوقف» لإلغائها.`,
  stillStarting: (name) => `${name} ما زالت تبدأ.`,
  nothingToResume: 'لا يوجد ما أستأنفه. اطلب مني محطة أولًا، مثلًا «أخبار من مصر».',
  resuming: (name) => `استئناف ${name}.`,
  tryingAgain: (name) => `أحاول تشغيل ${name} مرة أخرى.`,
  alreadyPlaying: (name) => `${name} قيد التشغيل بالفعل.`,
  stopping: (name) => `إيقاف ${name}.`,
  volumeAtHighest: 'الصوت في أعلى مستوى بالفعل.',
  volumeAtLowest: 'الصوت في أدنى مستوى بالفعل.',
  volume: (percent) => `مستوى الصوت ${percent}٪.`,
  soundBackOn: ' عاد الصوت.',
  alreadyMuted: 'الصوت مكتوم بالفعل.',
  muted: 'تم كتم الصوت. قل «إلغاء كتم الصوت» لإعادته.',
  unmuted: 'عاد الصوت.',
  alreadyUnmuted: 'الصوت يعمل بالفعل.',
  listeningTo: (station) => `أنت تستمع إلى ${station.name} (${station.genre}، ${station.country}).`,
  nowPlayingSong: (artist, song, station) => `يُذاع الآن: ${artist} – ${song} على ${station}.`,
  nowPlayingTitle: (title, station) => `يُذاع الآن: ${title} على ${station}.`,
  startingUp: (name) => `جارٍ تشغيل ${name}.`,
  paused: (name) => `${name} متوقفة مؤقتًا.`,
  couldNotPlay: (name) => `تعذّر تشغيل ${name}.`,
};

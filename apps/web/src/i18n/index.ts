export type { MessageKey } from './catalogues';
export { type FieldProblem, problemsByField, serverProblems, useFormWords } from './form-words';
export { isLanguage, isRightToLeft, LANGUAGES, type Language, NATIVE_NAMES } from './languages';
export { useNames } from './names';
export { usePageTitle } from './page-title';
export { changeLanguage, i18n, loadCataloguePart, startI18n } from './runtime';
export { type MessageValues, RichMessage, useTranslation } from './use-translation';

// Registration's optional country and language, as the register form and the account page ask them.
import { type Option, SelectField } from '../../components/ui/Field';
import { useTranslation } from '../../i18n';

type FieldOf = (name: 'country' | 'preferred_language') => {
  name: string;
  value: string;
  error: string | undefined;
  onChange(event: { target: { value: string } }): void;
};

export function PlaceAndLanguageFields({
  field,
  countries,
  languages,
}: {
  field: FieldOf;
  countries: Option[];
  languages: Option[];
}) {
  const { t } = useTranslation();
  return (
    <>
      <SelectField
        label={t('auth.country')}
        optional
        placeholder={t('auth.chooseCountry')}
        options={countries}
        {...field('country')}
      />
      <SelectField
        label={t('auth.preferredLanguage')}
        optional
        placeholder={t('auth.chooseLanguage')}
        options={languages}
        {...field('preferred_language')}
      />
    </>
  );
}

// The create-ad modal (spec section 5), also used to edit an ad: the contract's checks run first and
// their messages land beside their fields, then the form goes as multipart with its files; the spec's
// success and failure messages follow.
import * as Dialog from '@radix-ui/react-dialog';
import { AD_MESSAGES, AD_POSITIONS, AD_TYPES, AD_UPLOADS, type Ad, AdForm } from '@sauti/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { SelectField, TextAreaField, TextField } from '../../components/ui/Field';
import { type FieldProblem, problemsByField, serverProblems, useFormWords, useTranslation } from '../../i18n';
import { ApiError } from '../../lib/api';
import { type AdFormValues, type AdTextField, adFormData } from './ad-form-values';
import { saveAd } from './admin-api';

type Problems = Partial<Record<AdTextField | 'image_file' | 'audio_file', FieldProblem>>;

export function AdFormDialog({
  initial,
  editing,
  onClose,
  onSaved,
}: {
  initial: AdFormValues;
  /** The ad being edited; none to create one. */
  editing: Ad | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t, language } = useTranslation();
  const words = useFormWords();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Problems>({});
  const [image, setImage] = useState<File | null>(null);
  const [audio, setAudio] = useState<File | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useMutation({
    mutationFn: (form: FormData) => saveAd(form, editing?.id),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: ['ads', 'admin'] });
      onSaved(language === 'en' ? saved.message : t(editing ? 'monetization.updated' : 'monetization.created'));
    },
    onError: (error) => {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        setProblems(serverProblems(error.fields));
        focusFirstProblem();
      }
    },
  });

  const focusFirstProblem = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  function field(name: AdTextField) {
    return {
      name,
      value: values[name],
      error: words.problem(problems[name]),
      onChange: (event: { target: { value: string } }) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
        setProblems((current) => ({ ...current, [name]: undefined }));
      },
    };
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const filled = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
    const checked = AdForm.safeParse(filled);
    if (!checked.success) {
      setProblems(problemsByField(checked.error.issues));
      focusFirstProblem();
      return;
    }
    save.mutate(adFormData(values, { image, audio }));
  }

  const failure = editing
    ? language === 'en'
      ? AD_MESSAGES.updateFailed
      : t('monetization.updateFailed')
    : language === 'en'
      ? AD_MESSAGES.createFailed
      : t('monetization.createFailed');
  const typeOptions = AD_TYPES.map((value) => ({ value, label: t(`monetization.type.${value}`) }));
  const positionOptions = AD_POSITIONS.map((value) => ({ value, label: t(`monetization.position.${value}`) }));
  const statusOptions = (['active', 'paused'] as const).map((value) => ({
    value,
    label: t(`monetization.status.${value}`),
  }));

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[min(44rem,calc(100vw-1rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl border border-stone-700 bg-stone-950 p-5 shadow-2xl">
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-xl font-bold">
              {editing ? t('monetization.editAd') : t('monetization.createAd')}
            </Dialog.Title>
            <Dialog.Close aria-label={t('monetization.close')} className="rounded-full p-2 hover:bg-stone-800">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mb-4 text-sm text-stone-400">{t('monetization.formIntro')}</Dialog.Description>
          <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <TextField label={t('monetization.field.title')} required {...field('title')} />
            </div>
            <div className="sm:col-span-2">
              <TextAreaField label={t('monetization.field.description')} optional rows={2} {...field('description')} />
            </div>
            <SelectField
              label={t('monetization.field.adType')}
              required
              options={typeOptions}
              placeholder={t('monetization.choose')}
              {...field('ad_type')}
            />
            <SelectField
              label={t('monetization.field.position')}
              required
              options={positionOptions}
              placeholder={t('monetization.choose')}
              {...field('position')}
            />
            <TextField label={t('monetization.field.advertiserName')} required {...field('advertiser_name')} />
            <TextField
              label={t('monetization.field.advertiserEmail')}
              type="email"
              required
              {...field('advertiser_email')}
            />
            <TextField label={t('monetization.field.advertiserCompany')} optional {...field('advertiser_company')} />
            <TextField label={t('monetization.field.clickUrl')} type="url" optional {...field('click_url')} />
            <TextField
              label={t('monetization.field.image')}
              type="file"
              accept={AD_UPLOADS.image.types.join(',')}
              hint={t('monetization.imageHint')}
              error={words.problem(problems.image_file)}
              onChange={(event) => setImage(event.target.files?.[0] ?? null)}
            />
            <TextField
              label={t('monetization.field.audio')}
              type="file"
              accept={AD_UPLOADS.audio.types.join(',')}
              hint={t('monetization.audioHint')}
              error={words.problem(problems.audio_file)}
              onChange={(event) => setAudio(event.target.files?.[0] ?? null)}
            />
            <div className="sm:col-span-2">
              <TextAreaField
                label={t('monetization.field.contentHtml')}
                optional
                rows={3}
                hint={t('monetization.htmlHint')}
                {...field('content_html')}
              />
            </div>
            {values.ad_type === 'sponsored' && (
              <div className="sm:col-span-2">
                <TextField label={t('monetization.field.stationId')} required {...field('station_id')} />
              </div>
            )}
            <TextField
              label={t('monetization.field.startDate')}
              type="datetime-local"
              required
              hint={t('monetization.utcHint')}
              {...field('start_date')}
            />
            <TextField label={t('monetization.field.endDate')} type="datetime-local" optional {...field('end_date')} />
            <TextField
              label={t('monetization.field.dailyBudget')}
              inputMode="decimal"
              optional
              {...field('daily_budget')}
            />
            <TextField
              label={t('monetization.field.totalBudget')}
              inputMode="decimal"
              optional
              {...field('total_budget')}
            />
            <TextField label={t('monetization.field.cpmRate')} inputMode="decimal" {...field('cpm_rate')} />
            <TextField label={t('monetization.field.cpcRate')} inputMode="decimal" {...field('cpc_rate')} />
            <TextField
              label={t('monetization.field.targetCountries')}
              optional
              hint={t('monetization.countriesHint')}
              {...field('target_countries')}
            />
            <TextField
              label={t('monetization.field.targetGenres')}
              optional
              hint={t('monetization.genresHint')}
              {...field('target_genres')}
            />
            <SelectField
              label={t('monetization.field.status')}
              options={statusOptions}
              placeholder={t('monetization.choose')}
              {...field('status')}
            />
            {save.isError && (
              <p role="alert" className="text-red-300 sm:col-span-2">
                {failure}
              </p>
            )}
            <div className="flex justify-end gap-2 sm:col-span-2">
              <Button variant="secondary" onClick={onClose}>
                {t('monetization.cancel')}
              </Button>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending
                  ? t('monetization.saving')
                  : editing
                    ? t('monetization.saveChanges')
                    : t('monetization.createAd')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

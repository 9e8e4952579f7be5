// The owner's logo: the station's current one, and an image to upload in its place (PNG, JPEG, WebP
// or GIF, at most 2 MB; the server checks the bytes, whatever the file's name says).
import { STUDIO_LOGO_UPLOAD, type StudioStation } from '@sauti/contract';
import { type ChangeEvent, useId } from 'react';
import { useFormWords, useTranslation } from '../../i18n';
import { StationLogo } from '../stations';
import { useStudioChanges } from './api';

export function LogoUpload({ studio }: { studio: StudioStation }) {
  const { t } = useTranslation();
  const words = useFormWords();
  const id = useId();
  const { logo } = useStudioChanges(studio.station.id);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) logo.mutate(file);
    event.target.value = '';
  };
  return (
    <div className="flex items-center gap-4">
      <StationLogo station={studio.station} size="md" />
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor={id} className="font-semibold">
          {t('studio.logo.label')}
        </label>
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          aria-describedby={`${id}-hint`}
          disabled={logo.isPending}
          onChange={choose}
          className="text-sm text-stone-300 file:me-3 file:min-h-10 file:rounded-full file:border-0 file:bg-stone-800 file:px-4 file:text-stone-100"
        />
        <p id={`${id}-hint`} className="text-stone-400">
          {t('studio.logo.hint', { megabytes: STUDIO_LOGO_UPLOAD.maxBytes / (1024 * 1024) })}
        </p>
        {logo.isPending && <p role="status">{t('studio.logo.uploading')}</p>}
        {logo.isSuccess && <p role="status">{t('studio.logo.done')}</p>}
        {logo.isError && (
          <p role="alert" className="text-red-300">
            {words.failure(logo.error, { fallback: 'studio.logo.failed' })}
          </p>
        )}
      </div>
    </div>
  );
}

// The add-station tab (spec: name, streaming URL and country required; country NG and language en by
// default). The server checks the stream and looks for likely duplicates first; a station held back
// for either is shown with the reason and saved only when the admin confirms.
import { type HeldBackReason, NewStationRequest, type StationCreation } from '@sauti/contract';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/Button';
import { serverProblems, useFormWords, useTranslation } from '../../i18n';
import { ApiError } from '../../lib/api';
import { useCreateStation } from './api';
import { CheckResult } from './CheckResult';
import {
  checkStation,
  EMPTY_STATION,
  type StationField,
  StationFields,
  type StationProblems,
  type StationValues,
  stationBody,
} from './StationFields';
import { Notice, TabSection } from './ui';

const HELD_BACK_WORDS = {
  duplicate: 'admin.add.heldDuplicate',
  failing_stream: 'admin.add.heldFailing',
} as const satisfies Record<HeldBackReason, string>;

export default function AddStationTab() {
  const { t } = useTranslation();
  const words = useFormWords();
  const create = useCreateStation();
  const [values, setValues] = useState<StationValues>(EMPTY_STATION);
  const [problems, setProblems] = useState<StationProblems>({});
  const [creation, setCreation] = useState<StationCreation | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const onChange = (field: StationField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
    setCreation(null);
  };

  const send = (confirm: boolean) => {
    const checked = checkStation(NewStationRequest, {
      ...stationBody(values),
      confirm_duplicate: confirm,
      confirm_failing_stream: confirm,
    });
    if (!checked.ok) {
      setProblems(checked.problems);
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    create.mutate(checked.body, {
      onSuccess: (answer) => {
        setCreation(answer);
        if (answer.saved) setValues(EMPTY_STATION);
      },
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.fields).length > 0)
          setProblems(serverProblems(error.fields));
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setCreation(null);
    send(false);
  };

  return (
    <TabSection title={t('admin.tab.addStation')} intro={t('admin.add.intro')}>
      <form
        ref={formRef}
        onSubmit={onSubmit}
        noValidate
        aria-label={t('admin.tab.addStation')}
        className="flex flex-col gap-5"
      >
        <StationFields values={values} problems={problems} onChange={onChange} />
        <div>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t('admin.add.checking') : t('admin.add.submit')}
          </Button>
        </div>
      </form>
      {create.isError && !(create.error instanceof ApiError && Object.keys(create.error.fields).length > 0) && (
        <Notice tone="error">{words.failure(create.error, { fallback: 'admin.actionFailed' })}</Notice>
      )}
      {creation && (
        <div className="flex flex-col gap-3" aria-live="polite">
          <CheckResult check={creation.check} />
          {creation.saved && creation.station ? (
            <Notice tone="ok">
              {t('admin.add.saved', { name: creation.station.name })}{' '}
              <Link to={`/station/${creation.station.slug}`} className="underline">
                {t('admin.add.open')}
              </Link>
            </Notice>
          ) : (
            <div className="flex flex-col gap-2 rounded-xl border border-amber-800 bg-amber-950/30 p-3 text-sm">
              {creation.held_back.map((reason) => (
                <p key={reason}>{t(HELD_BACK_WORDS[reason])}</p>
              ))}
              {creation.duplicates.length > 0 && (
                <ul className="list-disc ps-5 text-stone-300">
                  {creation.duplicates.map((duplicate) => (
                    <li key={duplicate.id}>
                      {duplicate.name} ({duplicate.country}) — {duplicate.url}
                    </li>
                  ))}
                </ul>
              )}
              <div>
                <Button variant="secondary" disabled={create.isPending} onClick={() => send(true)}>
                  {t('admin.add.saveAnyway')}
                </Button>
              </div>
            </div>
          )}
        </div>
      )}
    </TabSection>
  );
}

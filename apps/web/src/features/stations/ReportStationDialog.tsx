// "Report station": a reason and, if the listener likes, a note, sent to the Sauti team's inbox.
import * as Dialog from '@radix-ui/react-dialog';
import { STATION_REPORT_REASONS, type Station, type StationReportReason, streamHealthEndpoints } from '@sauti/contract';
import { useMutation } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { TextAreaField } from '../../components/ui/Field';
import { useTranslation } from '../../i18n';
import { ApiError, callEndpoint } from '../../lib/api';

const NOTE_MAX = 1000;

export function ReportStationDialog({ station, onClose }: { station: Station; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<StationReportReason>('not_playing');
  const [note, setNote] = useState('');
  const send = useMutation({
    mutationFn: () =>
      callEndpoint(streamHealthEndpoints.stationReport, {
        params: { id: station.id },
        body: { reason, note: note.trim() ? note : undefined },
      }),
  });
  const failure =
    send.error instanceof ApiError && send.error.status === 429
      ? send.error.message
      : send.error && t('station.reportFailed');

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl border border-stone-700 bg-stone-950 p-5 shadow-2xl">
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title dir="auto" className="text-lg font-bold break-words">
              {t('station.reportTitle', { name: station.name })}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t('station.close')}
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-stone-300 hover:bg-stone-800 hover:text-white"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {send.isSuccess ? (
            <>
              <Dialog.Description role="status" className="mt-4 text-sm text-stone-200">
                {t('station.reportThanks')}
              </Dialog.Description>
              <div className="mt-5 flex justify-end">
                <Dialog.Close asChild>
                  <Button variant="secondary">{t('station.close')}</Button>
                </Dialog.Close>
              </div>
            </>
          ) : (
            <form
              className="mt-3 flex flex-col gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                send.mutate();
              }}
            >
              <Dialog.Description className="text-sm text-stone-300">{t('station.reportIntro')}</Dialog.Description>
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-1 text-sm font-medium text-stone-200">{t('station.reportReason')}</legend>
                {STATION_REPORT_REASONS.map((option) => (
                  <label key={option} className="flex cursor-pointer items-center gap-2 text-sm text-stone-200">
                    <input
                      type="radio"
                      name="report-reason"
                      value={option}
                      checked={reason === option}
                      onChange={() => setReason(option)}
                      className="accent-amber-400"
                    />
                    {t(`station.reportReason.${option}`)}
                  </label>
                ))}
              </fieldset>
              <TextAreaField
                label={t('station.reportNote')}
                optional
                rows={4}
                maxLength={NOTE_MAX}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
              {failure && (
                <p role="alert" className="text-sm text-red-300">
                  {failure}
                </p>
              )}
              <div className="flex justify-end gap-2">
                <Dialog.Close asChild>
                  <Button variant="secondary">{t('station.reportCancel')}</Button>
                </Dialog.Close>
                <Button type="submit" disabled={send.isPending}>
                  {send.isPending ? t('common.sending') : t('station.reportSend')}
                </Button>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

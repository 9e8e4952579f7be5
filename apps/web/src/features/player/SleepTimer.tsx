// The full-screen player's sleep timer: stop after 15, 30, 60 or 90 minutes, or at the end of the
// current show when the station's schedule says when that is; shows the time left and can be cancelled.
import { Moon } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Button } from '../../components/ui/Button';
import { useTranslation } from '../../i18n';
import { usePlayer } from './PlayerProvider';
import { secondsLeft, sleepChoices, sleepTimer } from './sleep-timer';

function useClockText(seconds: number): string {
  const { locale } = useTranslation();
  const two = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2 });
  const one = new Intl.NumberFormat(locale);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return hours > 0
    ? `${one.format(hours)}:${two.format(minutes)}:${two.format(rest)}`
    : `${one.format(minutes)}:${two.format(rest)}`;
}

export function SleepTimer({ showEndsAt = null }: { showEndsAt?: string | null }) {
  const { t } = useTranslation();
  const player = usePlayer();
  const timer = useSyncExternalStore(sleepTimer.subscribe, sleepTimer.getSnapshot);
  const left = useClockText(timer.endsAt === null ? 0 : secondsLeft(timer.now, timer.endsAt));
  const target = { fadeTo: player.fadeTo, stop: player.stop };
  return (
    <section aria-labelledby="sleep-timer-heading" className="flex w-full flex-col items-center gap-2">
      <h3 id="sleep-timer-heading" className="flex items-center gap-2 text-sm font-semibold text-stone-200">
        <Moon aria-hidden="true" className="size-4 text-amber-300" /> {t('player.sleep.heading')}
      </h3>
      {timer.endsAt === null ? (
        <div className="flex flex-wrap justify-center gap-2">
          {sleepChoices(timer.now, showEndsAt).map(({ minutes }) => (
            <Button
              key={minutes ?? 'show'}
              variant="secondary"
              // Counted from the press, not from when the choices were drawn.
              onClick={() => {
                const choice = sleepChoices(Date.now(), showEndsAt).find((option) => option.minutes === minutes);
                if (choice) sleepTimer.start(choice.endsAt, target);
              }}
            >
              {minutes === null ? t('player.sleep.endOfShow') : t('player.sleep.minutes', { minutes })}
            </Button>
          ))}
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-center gap-3">
          <p role="timer" aria-live="off" className="text-sm tabular-nums text-stone-300">
            {t('player.sleep.left', { time: left })}
          </p>
          <Button variant="secondary" onClick={() => sleepTimer.cancel()}>
            {t('player.sleep.cancel')}
          </Button>
        </div>
      )}
    </section>
  );
}

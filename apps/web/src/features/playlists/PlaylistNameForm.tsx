// A playlist's name and one button: naming a new list on /playlists, renaming one on its own page.
import { PLAYLIST_NAME_MAX } from '@sauti/contract';
import { type ReactNode, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/Field';
import { useTranslation } from '../../i18n';

export function PlaylistNameForm({
  initial = '',
  action,
  busy,
  error,
  onSave,
}: {
  initial?: string;
  /** The button's words; it is the page's main action when there is no name to start from. */
  action: ReactNode;
  busy: boolean;
  error: string | undefined;
  /** Saves the name; `done` empties the field for the next one. */
  onSave(name: string, done: () => void): void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  return (
    <form
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(name, () => setName(initial));
      }}
    >
      <div className="flex-1">
        <TextField
          label={t('playlists.name')}
          required
          maxLength={PLAYLIST_NAME_MAX}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={error}
        />
      </div>
      <Button
        type="submit"
        variant={initial ? 'secondary' : 'primary'}
        disabled={busy || (initial !== '' && name === initial)}
      >
        {action}
      </Button>
    </form>
  );
}

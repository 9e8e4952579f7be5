import { describe, expect, it } from 'vitest';
import { i18n, type Language, type MessageKey, type MessageValues } from '../../i18n';
import { loadMessages } from '../../i18n/catalogues';
import { sayPlayerError } from './player-error-words';

async function translator(language: Language) {
  i18n.load(language, await loadMessages(language, ['core']));
  i18n.activate(language);
  return (key: MessageKey, values?: MessageValues) => i18n._(key, values);
}

describe("the player's errors in the visitor's language", () => {
  it('keeps the spec words exactly in English', async () => {
    const t = await translator('en');
    for (const message of [
      'Unable to play "Joy FM": Play timeout after 10 seconds',
      'Unable to play "Joy FM": The station did not answer',
      'All playback attempts failed for "Joy FM"',
      'Stream error: Unknown audio error',
      'Stream error: MEDIA_ELEMENT_ERROR: Format error',
      'Unable to resume playback',
    ]) {
      expect(sayPlayerError(message, 'Joy FM', t)).toBe(message);
    }
  });

  it("translates the frame and the player's own reasons, and keeps a server's reason inside", async () => {
    const t = await translator('fr');
    expect(sayPlayerError('Unable to play "Joy FM": Play timeout after 10 seconds', 'Joy FM', t)).toBe(
      'Impossible de lire « Joy FM » : Délai de lecture dépassé après 10 secondes',
    );
    expect(sayPlayerError('Unable to play "Joy FM": The station did not answer', 'Joy FM', t)).toBe(
      'Impossible de lire « Joy FM » : The station did not answer',
    );
    expect(sayPlayerError('Stream error: Unknown audio error', 'Joy FM', t)).toBe(
      'Erreur du flux : Erreur audio inconnue',
    );
    expect(sayPlayerError('All playback attempts failed for "Joy FM"', 'Joy FM', t)).toBe(
      'Toutes les tentatives de lecture ont échoué pour « Joy FM »',
    );
    expect(sayPlayerError('Unable to resume playback', 'Joy FM', t)).toBe('Impossible de reprendre la lecture');
  });

  it('finds the frame around a station name that holds quotes and colons', async () => {
    const t = await translator('ar');
    expect(sayPlayerError('Unable to play "Radio "X": 1": Unknown audio error', 'Radio "X": 1', t)).toBe(
      'تعذّر تشغيل «Radio "X": 1»: خطأ صوتي غير معروف',
    );
  });

  it('shows a message it does not know as it came', async () => {
    const t = await translator('sw');
    expect(sayPlayerError('Something new went wrong', 'Joy FM', t)).toBe('Something new went wrong');
  });
});

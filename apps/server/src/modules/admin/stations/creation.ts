// Adding a station, from the add-station form or an approved submission: the stream is checked and
// likely duplicates looked up first, and the station is saved only when neither holds it back or the
// admin, having seen why, confirms.
import type { AdminStation, HeldBackReason, StationCreation, StreamCheck } from '@sauti/contract';
import { InvalidFields } from '../../../platform/http/errors';
import { africanCountry, type NewStationRecord, type StationEditor, type StationRow } from '../../catalogue';

/** The stream checker, as adding a station uses it. */
export interface StreamCheckRunner {
  check(target: { url: string }): Promise<StreamCheck>;
}

export interface Confirmations {
  confirm_duplicate: boolean;
  confirm_failing_stream: boolean;
}

/** What the admin or the submitter gave; the check supplies the rest. */
export type StationProposal = Omit<
  NewStationRecord,
  'url_resolved' | 'codec' | 'bitrate' | 'hls' | 'health' | 'last_check_at' | 'last_check_ok'
>;

/** The station's stream facts from its first check: the playable address, codec and health when it played. */
function checked(proposal: StationProposal, check: StreamCheck): NewStationRecord {
  const ok = check.outcome === 'ok';
  const resolved = ok && check.resolved_url !== proposal.url ? check.resolved_url : null;
  return {
    ...proposal,
    url_resolved: resolved,
    codec: ok ? check.codec : null,
    bitrate: ok ? check.bitrate : null,
    hls: ok && check.hls,
    health: ok ? 'good' : 'down',
    last_check_at: check.checked_at,
    last_check_ok: ok,
  };
}

export class StationCreator {
  constructor(
    private readonly editor: StationEditor,
    private readonly checker: StreamCheckRunner,
    private readonly view: (row: StationRow) => AdminStation,
  ) {}

  async create(
    proposal: StationProposal,
    confirmations: Confirmations,
  ): Promise<{ creation: StationCreation; row: StationRow | null }> {
    if (!africanCountry(proposal.country)) {
      throw new InvalidFields({ country: 'Please choose one of the 54 African countries.' });
    }
    const check = await this.checker.check({ url: proposal.url });
    const streams = [proposal.url, ...(check.resolved_url ? [check.resolved_url] : [])];
    const duplicates = await this.editor.likelyDuplicates({ name: proposal.name, country: proposal.country, streams });
    const heldBack: HeldBackReason[] = [];
    if (duplicates.length > 0 && !confirmations.confirm_duplicate) heldBack.push('duplicate');
    if (check.outcome !== 'ok' && !confirmations.confirm_failing_stream) heldBack.push('failing_stream');
    const duplicateViews = duplicates.map(this.view);
    if (heldBack.length > 0) {
      return {
        creation: { saved: false, station: null, check, duplicates: duplicateViews, held_back: heldBack },
        row: null,
      };
    }
    const row = await this.editor.create(checked(proposal, check));
    return {
      creation: { saved: true, station: this.view(row), check, duplicates: duplicateViews, held_back: [] },
      row,
    };
  }
}

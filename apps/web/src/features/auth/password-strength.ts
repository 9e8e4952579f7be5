// The register form's password judge: zxcvbn-ts and its dictionaries imported here, statically, so
// they are one chunk with this module, which the form loads only when the password field is first
// used (loadPasswordStrength in AuthPage.tsx) and the service worker does not precache (vite.config.ts).
// The first view never carries them.
import { createPasswordJudge } from '@sauti/contract/password-judge';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as common } from '@zxcvbn-ts/language-common';
import { dictionary as english, translations } from '@zxcvbn-ts/language-en';
import { dictionary as french } from '@zxcvbn-ts/language-fr';
import { dictionary as portuguese } from '@zxcvbn-ts/language-pt-br';

export const { judgePassword, preparePasswordJudgement } = createPasswordJudge(async () => ({
  ZxcvbnFactory,
  graphs: adjacencyGraphs,
  dictionaries: [common, english, french, portuguese],
  english: translations,
}));

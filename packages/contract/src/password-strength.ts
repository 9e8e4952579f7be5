// The password judge as the server (and the contract's tests) use it: zxcvbn-ts and its dictionaries
// imported at the first judgement, so a process that never judges a password never loads them.
import { createPasswordJudge } from './password-judge';

export * from './password-judge';

export const { judgePassword, preparePasswordJudgement } = createPasswordJudge(async () => {
  const [{ ZxcvbnFactory }, common, english, french, portuguese] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
    import('@zxcvbn-ts/language-fr'),
    import('@zxcvbn-ts/language-pt-br'),
  ]);
  return {
    ZxcvbnFactory,
    graphs: common.adjacencyGraphs,
    dictionaries: [common.dictionary, english.dictionary, french.dictionary, portuguese.dictionary],
    english: english.translations,
  };
});

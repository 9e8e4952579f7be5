import { describe, expect, it } from 'vitest';
import { judgePassword, PASSWORD_MIN_SCORE, PASSWORD_SUGGESTIONS, PASSWORD_WARNINGS } from './password-strength';

describe('judging a password', () => {
  it.each([
    ['abcdefgh', 'sequences'],
    ['aaaaaaaa', 'simpleRepeat'],
    ['password1', 'common'],
    ['12345678', 'topTen'],
  ] as const)(
    'finds %j weak and says why, as keys',
    async (password, warning) => {
      const judgement = await judgePassword(password);
      expect(judgement.strong).toBe(false);
      expect(judgement.score).toBeLessThan(PASSWORD_MIN_SCORE);
      expect(judgement.warning).toBe(warning);
      expect(judgement.suggestions.every((key) => PASSWORD_SUGGESTIONS.includes(key))).toBe(true);
      expect(judgement.english).toMatch(/^is too easy to guess\. \S/);
    },
    20_000,
  );

  it('finds a password made of the account’s own email weak', async () => {
    const judgement = await judgePassword('amina.wanjiru2', ['amina.wanjiru@example.org', 'amina_w']);
    expect(judgement.strong).toBe(false);
    expect(PASSWORD_WARNINGS).toContain(judgement.warning);
  });

  it('finds a few uncommon words strong, with nothing to say', async () => {
    const judgement = await judgePassword('jollof rice at noon');
    expect(judgement).toMatchObject({ strong: true, warning: null, english: '' });
  });

  it('judges a long repeated pattern quickly', async () => {
    const started = performance.now();
    expect((await judgePassword('aB3$'.repeat(64))).strong).toBe(false);
    expect(performance.now() - started).toBeLessThan(3000);
  });
});

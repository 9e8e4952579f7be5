import { describe, expect, it } from 'vitest';
import { AdForm, adDraftFromInquiry, ImpressionEvent } from './ads';

const required = {
  title: 'Jollof',
  advertiser_name: 'Ama',
  advertiser_email: 'ama@example.org',
  start_date: '2026-03-01',
};

describe('the create-ad form', () => {
  it('fills the spec defaults for fields left out or sent empty', () => {
    const form = AdForm.parse({ ...required, ad_type: '', cpm_rate: '' });
    expect(form).toMatchObject({
      ad_type: 'banner',
      position: 'header',
      cpm_rate: '2',
      cpc_rate: '0.25',
      status: 'active',
    });
    expect(form.start_date).toBe('2026-03-01T00:00:00.000Z');
  });

  it('reads comma-separated targets, normalised, without blanks or repeats', () => {
    const form = AdForm.parse({ ...required, target_countries: 'ng, GH,, ng', target_genres: 'Gospel , jazz' });
    expect(form.target_countries).toEqual(['NG', 'GH']);
    expect(form.target_genres).toEqual(['gospel', 'jazz']);
  });

  it('refuses amounts with more than two decimals, unknown genres, and an end before the start', () => {
    const result = AdForm.safeParse({
      ...required,
      cpc_rate: '0.125',
      target_genres: 'gospel, polka',
      end_date: '2026-02-01',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual([
      'cpc_rate',
      'end_date',
      'target_genres',
    ]);
  });

  it('takes a datetime-local time as UTC and keeps an explicit offset', () => {
    expect(AdForm.parse({ ...required, start_date: '2026-03-01T08:30' }).start_date).toBe('2026-03-01T08:30:00.000Z');
    expect(AdForm.parse({ ...required, start_date: '2026-03-01T08:30+01:00' }).start_date).toBe(
      '2026-03-01T07:30:00.000Z',
    );
  });

  it('accepts only http and https click URLs', () => {
    expect(AdForm.safeParse({ ...required, click_url: 'javascript:alert(1)' }).success).toBe(false);
    expect(AdForm.safeParse({ ...required, click_url: 'https://advertiser.example/x' }).success).toBe(true);
  });
});

describe('an advertising inquiry as a draft ad', () => {
  it('fills the advertiser and the format the inquiry names', () => {
    const draft = adDraftFromInquiry({
      companyName: 'Accra Foods',
      contactName: 'Kofi',
      email: 'kofi@accrafoods.example',
      budget: '1000-5000',
      adType: 'audio',
      message: 'Radio spots in Ghana',
    });
    expect(draft).toEqual({
      title: 'Accra Foods',
      advertiser_company: 'Accra Foods',
      advertiser_name: 'Kofi',
      advertiser_email: 'kofi@accrafoods.example',
      description: 'Radio spots in Ghana',
      ad_type: 'audio',
    });
    expect(
      adDraftFromInquiry({
        companyName: 'X',
        contactName: 'Y',
        email: 'y@x.example',
        budget: 'under-1000',
        adType: 'all',
      }),
    ).not.toHaveProperty('ad_type');
  });
});

describe('an impression', () => {
  it('is a display impression unless it says half an audio spot was heard', () => {
    const event = { ad_id: 'a', session_id: 'abcdefgh', page_view_id: 'ijklmnop', view_token: 'a.b.c.d.e.f' };
    expect(ImpressionEvent.parse(event).kind).toBe('impression');
    expect(ImpressionEvent.parse({ ...event, kind: 'audio_half' }).kind).toBe('audio_half');
    expect(ImpressionEvent.safeParse({ ...event, session_id: 'x' }).success).toBe(false);
  });

  it('needs the view token its ad was served with', () => {
    const event = { ad_id: 'a', session_id: 'abcdefgh', page_view_id: 'ijklmnop' };
    expect(ImpressionEvent.safeParse(event).success).toBe(false);
    expect(ImpressionEvent.safeParse({ ...event, view_token: '' }).success).toBe(false);
  });
});

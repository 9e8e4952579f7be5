import { AdForm } from '@sauti/contract';
import { describe, expect, it } from 'vitest';
import { adFormData, adFormFromInquiry, emptyAdForm } from './ad-form-values';
import type { AdvertisingInquiryItem } from './admin-api';

const now = new Date('2026-03-01T08:30:45Z');

const inquiry: AdvertisingInquiryItem = {
  id: 'inq-1',
  kind: 'advertising',
  status: 'new',
  read: false,
  notes: null,
  sender_name: 'Wanjiku Kamau',
  sender_email: 'wanjiku@kiosk.example',
  summary: 'Kiosk Ltd',
  created_at: '2026-02-28T10:00:00Z',
  updated_at: '2026-02-28T10:00:00Z',
  details: {
    companyName: 'Kiosk Ltd',
    contactName: 'Wanjiku Kamau',
    email: 'wanjiku@kiosk.example',
    phone: null,
    budget: '1000-5000',
    adType: 'audio',
    message: 'Morning drive spots in Nairobi.',
  },
};

describe('the create-ad form values', () => {
  it('starts from the spec defaults, valid once the required words are typed', () => {
    const values = emptyAdForm(now);
    expect(values).toMatchObject({ ad_type: 'banner', position: 'header', cpm_rate: '2.00', cpc_rate: '0.25' });
    expect(values.start_date).toBe('2026-03-01T08:30');
    const filled = { ...values, title: 'Kiosk', advertiser_name: 'Wanjiku', advertiser_email: 'w@kiosk.example' };
    expect(AdForm.safeParse(filled).success).toBe(true);
  });

  it('fills the form from an advertising inquiry: company, contact, email, message and format', () => {
    expect(adFormFromInquiry(inquiry, now)).toMatchObject({
      title: 'Kiosk Ltd',
      advertiser_company: 'Kiosk Ltd',
      advertiser_name: 'Wanjiku Kamau',
      advertiser_email: 'wanjiku@kiosk.example',
      description: 'Morning drive spots in Nairobi.',
      ad_type: 'audio',
      position: 'header',
    });
  });

  it('leaves empty fields out of the multipart body and adds the chosen files', () => {
    const image = new File([new Uint8Array([1, 2, 3])], 'banner.png', { type: 'image/png' });
    const form = adFormData({ ...emptyAdForm(now), title: 'Kiosk', end_date: '  ' }, { image, audio: null });
    expect(form.get('title')).toBe('Kiosk');
    expect(form.has('end_date')).toBe(false);
    expect(form.has('description')).toBe(false);
    expect(form.has('audio_file')).toBe(false);
    expect((form.get('image_file') as File).name).toBe('banner.png');
  });
});

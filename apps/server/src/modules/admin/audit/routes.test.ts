import { AuditPage } from '@sauti/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AdminSession, startAdminSession } from '../../../test-support/admin';

describe('the audit log', () => {
  let admin: AdminSession;

  beforeAll(async () => {
    admin = await startAdminSession();
    vi.useFakeTimers({ toFake: ['Date'] });
    const hide = (code: string, at: string, value = false) => {
      vi.setSystemTime(new Date(at));
      return admin.call('PUT', `/api/countries/${code}/discoverable?discoverable=${value}`);
    };
    await hide('GH', '2026-01-01T10:00:00.000Z');
    await hide('KE', '2026-01-01T11:00:00.000Z');
    await hide('GH', '2026-01-01T12:00:00.000Z', true);
    vi.useRealTimers();
  });
  afterAll(async () => {
    vi.useRealTimers();
    await admin.test.close();
  });

  const audit = async (query = '') => {
    const response = await admin.call('GET', `/api/admin/audit?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return AuditPage.parse(response.json());
  };

  it('shows who did what to what and when, newest first, with the values before and after', async () => {
    const { items, total } = await audit();
    expect(total).toBe(3);
    const self = (await admin.call('GET', '/api/auth/me')).json();
    expect(items[0]).toMatchObject({
      admin_id: self.id,
      admin_username: self.username,
      action: 'country.discoverable',
      target_kind: 'country',
      target_id: 'GH',
      target_label: 'Ghana',
      before: { discoverable: false },
      after: { discoverable: true },
      created_at: '2026-01-01T12:00:00.000Z',
    });
    expect(items.map((entry) => entry.target_id)).toEqual(['GH', 'KE', 'GH']);
  });

  it('pages and filters by action, target kind and target', async () => {
    const second = await audit('page=2&page_size=2');
    expect(second).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(second.items.map((entry) => entry.created_at)).toEqual(['2026-01-01T10:00:00.000Z']);
    expect((await audit('target_id=KE')).items.map((entry) => entry.target_label)).toEqual(['Kenya']);
    expect((await audit('action=station.update')).total).toBe(0);
    expect((await audit('target_kind=country')).total).toBe(3);
    expect((await admin.call('GET', '/api/admin/audit?page=-1')).statusCode).toBe(400);
  });
});

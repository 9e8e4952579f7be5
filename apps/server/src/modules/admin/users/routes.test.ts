import { AdminUserPage, type AuditPage, type Station, type User } from '@sauti/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { A_PASSWORD, aListener, type Listener } from '../../../test-support/accounts';
import { type AdminSession, startAdminSession } from '../../../test-support/admin';
import { apiClient } from '../../../test-support/api-client';
import { someStations } from '../../../test-support/stations';

describe('accounts for admins', () => {
  let admin: AdminSession;
  let stations: Station[];

  beforeAll(async () => {
    admin = await startAdminSession();
    stations = await someStations(admin.test.app, 2);
  });
  afterAll(() => admin.test.close());

  const users = async (query = '') => {
    const response = await admin.call('GET', `/api/admin/users?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return AdminUserPage.parse(response.json());
  };
  const as = (listener: Listener, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    admin.client.call(method, url, { token: listener.token, body });
  const station = (index: number) => stations[index] as Station;

  describe('the list', () => {
    let zawadi: Listener;
    let zainab: Listener;

    beforeAll(async () => {
      zawadi = await aListener(admin.test.app, { username: 'Zawadi_K', email: 'zawadi.k@example.org' });
      zainab = await aListener(admin.test.app, { username: 'zainab99', email: 'Zainab@Mail.example' });
    });

    it('searches the username and the email address without case, newest first', async () => {
      expect((await users('search=ZAWADI')).items.map((user) => user.id)).toEqual([zawadi.user.id]);
      expect((await users('search=mail.example')).items.map((user) => user.id)).toEqual([zainab.user.id]);
      expect((await users('search=za')).items.map((user) => user.id)).toEqual([zainab.user.id, zawadi.user.id]);
      expect((await users('search=%25')).total).toBe(0);
    });

    it('filters by role and suspension, and pages with the total', async () => {
      await admin.call('PATCH', `/api/admin/users/${zainab.user.id}`, { role: 'premium' });
      await admin.call('PATCH', `/api/admin/users/${zawadi.user.id}`, { suspended: true });
      expect((await users('role=premium')).items.map((user) => user.id)).toEqual([zainab.user.id]);
      expect((await users('suspended=true')).items).toMatchObject([{ id: zawadi.user.id, suspended: true }]);
      expect((await users('role=admin')).items).toHaveLength(1);
      const page = await users('page_size=1&page=2');
      expect(page).toMatchObject({ page: 2, page_size: 1 });
      expect(page.total).toBeGreaterThanOrEqual(3);
      expect(page.items).toHaveLength(1);
    });

    it('writes role and suspension changes to the audit log, without the email address', async () => {
      const audit = (await admin.call('GET', `/api/admin/audit?target_id=${zainab.user.id}`)).json() as AuditPage;
      expect(audit.items).toMatchObject([
        { action: 'user.update', target_label: 'zainab99', before: { role: 'user' }, after: { role: 'premium' } },
      ]);
      expect(JSON.stringify(audit.items)).not.toContain('mail.example');
    });
  });

  describe('deleting an account', () => {
    it("removes the person's data at once and keeps the anonymous listening totals", async () => {
      const leaving = await aListener(admin.test.app, { username: 'leaving_soon', email: 'leaving@example.org' });
      const other = await aListener(admin.test.app);
      await as(leaving, 'POST', `/api/favorites/${station(0).id}`);
      const list = (await as(leaving, 'POST', '/api/playlists', { name: 'Mine', station_ids: [station(0).id] })).json();
      const posted = await as(leaving, 'POST', `/api/chat/${station(0).id}`, { message: 'Bye everyone' });
      const othersMessage = await as(other, 'POST', `/api/chat/${station(0).id}`, { message: 'Stay!' });
      await as(leaving, 'PUT', `/api/chat/${othersMessage.json().id}/react`, { emoji: '🔥' });
      // Started an hour ago, so the half hour the player reports fits.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() - 3600_000);
      const session = (await as(leaving, 'POST', `/api/listening/start?station_id=${station(1).id}`)).json();
      vi.useRealTimers();
      await as(leaving, 'POST', '/api/listening/end', { session_id: session.session_id, duration: 1800 });
      await apiClient(admin.test.app).call('POST', '/api/newsletter', { body: { email: 'LEAVING@example.org' } });
      await admin.call('PATCH', `/api/admin/users/${leaving.user.id}`, { role: 'premium' });
      const hoursBefore = await listeningHours();
      expect(hoursBefore).toBeGreaterThanOrEqual(0.5);

      const response = await admin.call('DELETE', `/api/admin/users/${leaving.user.id}`);
      expect(response.statusCode, response.body).toBe(204);

      expect((await as(leaving, 'GET', '/api/auth/me')).statusCode).toBe(401);
      const login = await apiClient(admin.test.app).call('POST', '/api/auth/login', {
        body: { email: 'leaving@example.org', password: A_PASSWORD },
      });
      expect(login.statusCode).toBe(401);
      expect((await users('search=leaving')).total).toBe(0);

      const db = admin.test.app.database.db;
      const id = leaving.user.id;
      expect(await db.selectFrom('users').selectAll().where('id', '=', id).execute()).toEqual([]);
      expect(await db.selectFrom('auth_tokens').selectAll().where('user_id', '=', id).execute()).toEqual([]);
      expect(await db.selectFrom('favorites').selectAll().where('user_id', '=', id).execute()).toEqual([]);
      expect(await db.selectFrom('playlists').selectAll().where('user_id', '=', id).execute()).toEqual([]);
      expect(await db.selectFrom('playlist_stations').selectAll().where('playlist_id', '=', list.id).execute()).toEqual(
        [],
      );
      expect(await db.selectFrom('chat_reactions').selectAll().where('user_id', '=', id).execute()).toEqual([]);
      const chat = (await admin.client.call('GET', `/api/chat/${station(0).id}`)).json() as Array<{ id: string }>;
      expect(chat.map((message) => message.id)).not.toContain(posted.json().id);
      expect(chat.map((message) => message.id)).toContain(othersMessage.json().id);
      const kept = await db.selectFrom('listening_sessions').selectAll().where('id', '=', session.session_id).execute();
      expect(kept).toMatchObject([{ user_id: null, duration_seconds: 1800, station_id: station(1).id }]);
      expect(await listeningHours()).toBe(hoursBefore);
      expect(
        await db
          .selectFrom('newsletter_subscribers')
          .selectAll()
          .where('email_key', '=', 'leaving@example.org')
          .execute(),
      ).toEqual([]);

      const audit = (await admin.call('GET', `/api/admin/audit?target_id=${leaving.user.id}`)).json() as AuditPage;
      expect(audit.items.map((entry) => [entry.action, entry.target_label])).toEqual([
        ['user.delete', null],
        ['user.update', 'deleted user'],
      ]);
      expect(JSON.stringify(audit.items)).not.toMatch(/leaving/i);
    });

    async function listeningHours(): Promise<number> {
      const dashboard = (await admin.call('GET', '/api/analytics/dashboard')).json() as {
        listening_hours_per_day: Array<{ hours: number }>;
      };
      return dashboard.listening_hours_per_day.reduce((sum, day) => sum + day.hours, 0);
    }

    it('refuses deleting your own account, and answers 404 for an unknown one', async () => {
      const self = (await admin.call('GET', '/api/auth/me')).json() as User;
      const own = await admin.call('DELETE', `/api/admin/users/${self.id}`);
      expect(own.statusCode).toBe(403);
      expect(own.json().error.message).toBe('You cannot delete your own account.');
      expect((await admin.call('GET', '/api/auth/me')).statusCode).toBe(200);
      expect((await admin.call('DELETE', '/api/admin/users/no-such-user')).statusCode).toBe(404);
    });
  });
});

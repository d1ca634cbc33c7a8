import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../testing/fetch-stub';
import { lookupOptions } from './lookup-options';

describe('lookupOptions', () => {
  it('asks GET /api/lookups/{name} for 10 entries matching the query, as options', async () => {
    const clinics = [
      {
        clinicId: 'c-1',
        clinicCode: 'C1',
        clinicName: 'Raffles Clinic',
        clinicAddress: '1 Raffles Pl',
      },
    ];
    stubFetch({ 'GET /api/lookups/clinics': () => json(200, clinics) });
    const load = lookupOptions('clinics', (c) => ({ value: c.clinicId, label: c.clinicName }));

    await expect(load('Raffles & Co')).resolves.toEqual([
      { value: 'c-1', label: 'Raffles Clinic' },
    ]);

    const [url] = vi.mocked(fetch).mock.calls[0] ?? [];
    const query = new URL(String(url), 'http://localhost').searchParams;
    expect(query.get('name')).toBe('Raffles & Co');
    expect(query.get('limit')).toBe('10');
  });

  it('adds the extra query and sends the given bearer token', async () => {
    const server = stubFetch({ 'GET /api/lookups/tosp': () => json(200, []) });
    const load = lookupOptions('tosp', (t) => ({ value: t.tospCode, label: t.tospDescription }), {
      query: { hospitalId: '5b3e6c1e-0d7a-4b7e-9a43-8f0c2a9f6f01', admissionDate: '2026-12-01' },
      bearerToken: 'link.verified',
    });
    await load('append');
    const call = server.calls[0];
    expect(call?.query.get('hospitalId')).toBe('5b3e6c1e-0d7a-4b7e-9a43-8f0c2a9f6f01');
    expect(call?.query.get('admissionDate')).toBe('2026-12-01');
    expect(call?.query.get('name')).toBe('append');
    expect(call?.headers.get('Authorization')).toBe('Bearer link.verified');
  });
});

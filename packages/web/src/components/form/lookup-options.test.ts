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
});

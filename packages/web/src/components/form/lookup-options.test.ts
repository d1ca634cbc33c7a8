import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../testing/fetch-stub';
import { lookupOptions } from './lookup-options';

describe('lookupOptions', () => {
  it('asks GET /api/lookups/{name} for 10 entries matching the query', async () => {
    const options = [{ value: 'C1', label: 'Raffles Clinic' }];
    stubFetch({ 'GET /api/lookups/clinics': () => json(200, options) });

    await expect(lookupOptions('clinics')('Raffles & Co')).resolves.toEqual(options);

    const [url] = vi.mocked(fetch).mock.calls[0] ?? [];
    const query = new URL(String(url), 'http://localhost').searchParams;
    expect(query.get('name')).toBe('Raffles & Co');
    expect(query.get('limit')).toBe('10');
  });
});

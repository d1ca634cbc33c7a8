import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changesBetween, feeFactsOf, type Fact, type Facts } from './submission-changes';
import type { FeeSet } from './fee-revision';

// What changed between two submissions, on generated sets of fields: the history's one rule.

const SEED = 2026_11_27;
const RUNS = 200;

const amount = fc
  .integer({ min: 0, max: 99_999_99 })
  .map((cents) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);

const moneyFact: fc.Arbitrary<Fact> = fc.record({
  label: fc.string({ minLength: 1 }),
  kind: fc.constant('money' as const),
  value: fc.option(amount),
});
const textFact: fc.Arbitrary<Fact> = fc.record({
  label: fc.string({ minLength: 1 }),
  kind: fc.constant('text' as const),
  value: fc.option(fc.string({ maxLength: 3 })),
});

/**
 * A submission's fields under a few shared keys (a field is always of one kind: fees m1..m3,
 * texts t1..t3), so two of them overlap and differ.
 */
const facts: fc.Arbitrary<Facts> = fc
  .record(
    {
      m1: moneyFact,
      m2: moneyFact,
      m3: moneyFact,
      t1: textFact,
      t2: textFact,
      t3: textFact,
    },
    { requiredKeys: [] },
  )
  .map((record) => new Map(Object.entries(record) as [string, Fact][]));

/** The same fields, each value kept or replaced by another of its kind. */
const edited = (before: Facts): fc.Arbitrary<Facts> =>
  fc
    .tuple(
      ...[...before].map(([field, f]) =>
        fc.tuple(
          fc.constant(field),
          fc.oneof(
            fc.constant(f),
            (f.kind === 'money' ? fc.option(amount) : fc.option(fc.string({ maxLength: 3 }))).map(
              (value) => ({
                ...f,
                value,
              }),
            ),
          ),
        ),
      ),
    )
    .map((entries) => new Map(entries));

const sameValue = (a: Fact | undefined, b: Fact | undefined) => {
  const x = a?.value ?? null;
  const y = b?.value ?? null;
  const kind = (a ?? b)!.kind;
  if (kind === 'text') return x === y;
  return Number(x ?? 0) === Number(y ?? 0);
};

describe('changesBetween', () => {
  it('finds nothing between a submission and itself', () => {
    fc.assert(
      fc.property(facts, (f) => {
        expect(changesBetween(f, f)).toEqual([]);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('gives every field that changed exactly once, with its value before and after', () => {
    fc.assert(
      fc.property(
        facts.chain((before) => fc.tuple(fc.constant(before), fc.oneof(edited(before), facts))),
        ([before, after]) => {
          const changes = changesBetween(before, after);
          const fields = changes.map((change) => change.field);
          expect(new Set(fields).size).toBe(fields.length);
          const every = new Set([...before.keys(), ...after.keys()]);
          for (const field of every) {
            const changed = !sameValue(before.get(field), after.get(field));
            expect(fields.includes(field), field).toBe(changed);
          }
          for (const change of changes) {
            expect(change.before).toBe(before.get(change.field)?.value ?? null);
            expect(change.after).toBe(after.get(change.field)?.value ?? null);
          }
        },
      ),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('reads the other way round with before and after swapped', () => {
    fc.assert(
      fc.property(facts, facts, (a, b) => {
        const swapped = (changes: ReturnType<typeof changesBetween>) =>
          changes
            .map(({ field, before, after }) => ({ field, before: after, after: before }))
            .sort((x, y) => x.field.localeCompare(y.field));
        const forth = changesBetween(a, b).map(({ field, before, after }) => ({
          field,
          before,
          after,
        }));
        expect(forth.sort((x, y) => x.field.localeCompare(y.field))).toEqual(
          swapped(changesBetween(b, a)),
        );
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});

describe('the fees of a submission', () => {
  const fees = (changes: Partial<FeeSet> = {}): FeeSet => ({
    doctorAttendancefee: '150.00',
    totalHospitalcharges: '6800.00',
    totalBill: '12000.00',
    surgeryDetails: [{ id: 'line-1', surgeonfee: '3800.00', anaesthetistfee: null }],
    otherFees: [{ feesCode: 'CONS', feesDescription: 'Consumables', feesAmount: '350.00' }],
    ...changes,
  });
  const lines = [{ tospCode: 'SF801H', tospDescription: 'Hernia repair' }];

  it('takes an empty optional fee as 0.00, as the office stores it, and names each fee', () => {
    const doctor = feeFactsOf(fees(), lines);
    const office = feeFactsOf(
      fees({
        surgeryDetails: [{ id: 'line-1', surgeonfee: '3000.00', anaesthetistfee: '0.00' }],
        otherFees: [{ feesCode: 'LAB', feesDescription: 'Laboratory', feesAmount: '20.00' }],
      }),
      lines,
    );

    expect(changesBetween(doctor, office)).toEqual([
      {
        field: 'surgery.1.surgeonfee',
        label: 'Procedure 1: surgeon fee',
        kind: 'money',
        before: '3800.00',
        after: '3000.00',
      },
      {
        field: 'otherFee.LAB',
        label: 'Other fee: LAB Laboratory',
        kind: 'money',
        before: null,
        after: '20.00',
      },
      {
        field: 'otherFee.CONS',
        label: 'Other fee: CONS Consumables',
        kind: 'money',
        before: '350.00',
        after: null,
      },
    ]);
  });
});

import { z } from 'zod';

/** The nine additional-information flags (§3), in the specification's order. */
export const ADDITIONAL_INFO_FLAGS = [
  'naForAddlinfo',
  'addlinfoClinicaltrial',
  'addlinfoAlcholdrug',
  'addlinfoStdhiv',
  'addlinfoMentaldisorder',
  'addlinfoRoutinecheckkup',
  'addlinfoElectiveprocedure',
  'addlinfoGenetic',
  'addlinfoSelfinflicted',
] as const;
export type AdditionalInfoFlag = (typeof ADDITIONAL_INFO_FLAGS)[number];
export type AdditionalInfo = Record<AdditionalInfoFlag, boolean>;

export const additionalInfoSchema = z.object(
  Object.fromEntries(ADDITIONAL_INFO_FLAGS.map((flag) => [flag, z.boolean().default(false)])) as {
    [F in AdditionalInfoFlag]: z.ZodDefault<z.ZodBoolean>;
  },
);

/** Ticking or unticking a flag: Not Applicable unticks the others, and any other unticks it. */
export function selectAdditionalInfo(
  current: Partial<AdditionalInfo>,
  flag: AdditionalInfoFlag,
  checked: boolean,
): AdditionalInfo {
  const next = Object.fromEntries(
    ADDITIONAL_INFO_FLAGS.map((f) => [f, Boolean(current[f])]),
  ) as AdditionalInfo;
  if (checked && flag === 'naForAddlinfo') {
    for (const f of ADDITIONAL_INFO_FLAGS) next[f] = false;
  } else if (checked) {
    next.naForAddlinfo = false;
  }
  next[flag] = checked;
  return next;
}

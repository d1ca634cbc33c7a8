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

/**
 * The labels of the nine additional-information flags (ours: the specification names the flags
 * only), as the form offers them and the LIA form prints them.
 */
export const ADDITIONAL_INFO_LABELS: Record<AdditionalInfoFlag, string> = {
  naForAddlinfo: 'Not Applicable',
  addlinfoClinicaltrial: 'Clinical trial',
  addlinfoAlcholdrug: 'Alcohol or drug use',
  addlinfoStdhiv: 'Sexually transmitted disease or HIV',
  addlinfoMentaldisorder: 'Mental disorder',
  addlinfoRoutinecheckkup: 'Routine check-up',
  addlinfoElectiveprocedure: 'Elective procedure',
  addlinfoGenetic: 'Genetic condition',
  addlinfoSelfinflicted: 'Self-inflicted injury',
};

export const additionalInfoSchema = z.object(
  Object.fromEntries(ADDITIONAL_INFO_FLAGS.map((flag) => [flag, z.boolean().default(false)])) as {
    [F in AdditionalInfoFlag]: z.ZodDefault<z.ZodBoolean>;
  },
);

/** The nine flags of a record that holds them among other fields (a submission's details). */
export function additionalInfoOf(
  source: Partial<Record<AdditionalInfoFlag, boolean | null>>,
): AdditionalInfo {
  return Object.fromEntries(
    ADDITIONAL_INFO_FLAGS.map((flag) => [flag, Boolean(source[flag])]),
  ) as AdditionalInfo;
}

/** Ticking or unticking a flag: Not Applicable unticks the others, and any other unticks it. */
export function selectAdditionalInfo(
  current: Partial<AdditionalInfo>,
  flag: AdditionalInfoFlag,
  checked: boolean,
): AdditionalInfo {
  const next = additionalInfoOf(current);
  if (checked && flag === 'naForAddlinfo') {
    for (const f of ADDITIONAL_INFO_FLAGS) next[f] = false;
  } else if (checked) {
    next.naForAddlinfo = false;
  }
  next[flag] = checked;
  return next;
}

import type { AdditionalInfo } from '@preauth/shared';
import type * as t from '../../../core/db/schema';

type AdditionalInfoColumns = Pick<
  typeof t.paDetails.$inferSelect,
  | 'noAdditionalInfo'
  | 'additionalInfoClinicalTrial'
  | 'additionalInfoAlcoholDrug'
  | 'additionalInfoStdHiv'
  | 'additionalInfoMentalDisorder'
  | 'additionalInfoRoutineCheckup'
  | 'additionalInfoElectiveProcedure'
  | 'additionalInfoGenetic'
  | 'additionalInfoSelfInflicted'
>;

/** The nine additional-information flags (wire names) as `pa_details` holds them. */
export const additionalInfoColumns = (info: AdditionalInfo): AdditionalInfoColumns => ({
  noAdditionalInfo: info.naForAddlinfo,
  additionalInfoClinicalTrial: info.addlinfoClinicaltrial,
  additionalInfoAlcoholDrug: info.addlinfoAlcholdrug,
  additionalInfoStdHiv: info.addlinfoStdhiv,
  additionalInfoMentalDisorder: info.addlinfoMentaldisorder,
  additionalInfoRoutineCheckup: info.addlinfoRoutinecheckkup,
  additionalInfoElectiveProcedure: info.addlinfoElectiveprocedure,
  additionalInfoGenetic: info.addlinfoGenetic,
  additionalInfoSelfInflicted: info.addlinfoSelfinflicted,
});

/** The flags of a `pa_details` row, in the wire names the readers share (`AdditionalInfo`). */
export const additionalInfoFromColumns = (row: AdditionalInfoColumns): AdditionalInfo => ({
  naForAddlinfo: row.noAdditionalInfo,
  addlinfoClinicaltrial: row.additionalInfoClinicalTrial,
  addlinfoAlcholdrug: row.additionalInfoAlcoholDrug,
  addlinfoStdhiv: row.additionalInfoStdHiv,
  addlinfoMentaldisorder: row.additionalInfoMentalDisorder,
  addlinfoRoutinecheckkup: row.additionalInfoRoutineCheckup,
  addlinfoElectiveprocedure: row.additionalInfoElectiveProcedure,
  addlinfoGenetic: row.additionalInfoGenetic,
  addlinfoSelfinflicted: row.additionalInfoSelfInflicted,
});

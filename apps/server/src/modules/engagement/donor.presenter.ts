import type { DonorDetail } from '@moyue/contracts/api/engagement';
import type { ContentCardRow } from './engagement.sql.ts';
import { presentContentCard } from './engagement.presenter.ts';
import type { DonationRow } from './donor.repository.ts';

/** A donation with its donor → spec §3 Donation detail (the spec's own field names). */
export const presentDonorDetail = (row: DonationRow, others: ContentCardRow[]): DonorDetail => ({
  donatetUser: {
    userFace: row.faceUrl,
    realName: row.realName,
    identityType: row.identityType,
    graduateTime: row.graduateYear,
    schoolTime: row.schoolYear,
    educationExperience: row.educationExperience,
    extendata: { certificate: { bigUrl: row.certificateUrl } },
    otherdonates: others.map(presentContentCard),
  },
  danetWords: row.words,
});

/**
 * The privacy notice: each form says in one line what it keeps, why and for how long (the dictionaries'
 * `forms.notice` lines), and the privacy policy says the same at length. Its version is the policy's
 * effective date; every record stores the version its form showed (the Notice-Version header), so a
 * record can always be matched to the words the visitor read. Change a notice line or the policy and
 * this date together: content/privacy-notice.test.ts holds them to each other.
 */
export const NOTICE_VERSION = '2026-12-07';

/**
 * How long a submission is kept before the intake's daily job erases it, unless LEADS_RETENTION_DAYS says
 * otherwise: 24 months, the period the notice lines and the policy state.
 */
export const DEFAULT_RETENTION_DAYS = 730;

import { REPORT_REASONS } from '@pitstop/contracts';
import { REPORT_REASON_OPTIONS, reportReasonLabel } from './report-reasons';

describe('report reasons', () => {
  it("offers every reason the API takes, in the API's order", () => {
    expect(REPORT_REASON_OPTIONS.map((option) => option.value)).toEqual([...REPORT_REASONS]);
  });

  it('labels each in words', () => {
    expect(reportReasonLabel('infringement')).toBe('Copyright or trademark infringement');
    for (const option of REPORT_REASON_OPTIONS) expect(option.label).not.toBe(option.value);
  });
});

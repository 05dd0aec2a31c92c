import { Navigate, Route, Routes } from '@gospodarz/shared/router';
import { NotFoundPanel } from '@gospodarz/shared';
import { ReportPage } from '../features/reports';
import { LegalReportPage } from '../features/legal';

/** Every route of the section, relative to /reports. */
export function SectionRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="reservation-vs-income" replace />} />
      <Route path="reservation-vs-income" element={<ReportPage key="reservation-vs-income" name="reservation-vs-income" />} />
      <Route path="reservation-vs-price" element={<ReportPage key="reservation-vs-price" name="reservation-vs-price" />} />
      <Route path="reservation-source" element={<ReportPage key="reservation-source" name="reservation-source" />} />
      <Route path="most-profitable-days" element={<ReportPage key="most-profitable-days" name="most-profitable-days" />} />
      <Route path="occupancy" element={<ReportPage key="occupancy" name="occupancy" />} />
      <Route path="tourist-tax" element={<LegalReportPage key="tourist-tax" kind="tourist-tax" />} />
      <Route path="kt1" element={<LegalReportPage key="kt1" kind="kt1" />} />
      <Route path="nights" element={<LegalReportPage key="nights" kind="nights" />} />
      <Route path="*" element={<NotFoundPanel />} />
    </Routes>
  );
}

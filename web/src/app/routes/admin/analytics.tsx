import { pageTitle } from "@shared/page-meta";
import { useState } from "react";
import { AdminPageHeader } from "@/components/layout/admin-page-header";
import type { AnalyticsPeriod } from "@/features/admin-analytics/api/get-analytics";
import { AnalyticsPanel } from "@/features/admin-analytics/components/analytics-panel";
import { PeriodPicker } from "@/features/admin-analytics/components/period-picker";
import { SearchInsightsCard } from "@/features/admin-analytics/components/search-insights-card";
import { usePageTitle } from "@/lib/use-page-title";

/** /admin/analytics: sales and searches over 7, 30 or 90 days. */
export function AdminAnalyticsPage() {
  usePageTitle(pageTitle("Analytics"));
  const [days, setDays] = useState<AnalyticsPeriod>(30);
  return (
    <>
      <AdminPageHeader title="Analytics" description="Sales, orders, stock and searches at a glance." actions={<PeriodPicker value={days} onChange={setDays} />} />
      <AnalyticsPanel days={days} />
      <div className="mt-6">
        <SearchInsightsCard days={days} />
      </div>
    </>
  );
}

import { pageTitle } from "@shared/page-meta";
import { Download } from "lucide-react";
import { useSearchParams } from "react-router";
import { AdminPageHeader } from "@/components/layout/admin-page-header";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { GstSummaryPanel } from "@/features/admin-gst/components/gst-summary-panel";
import { MonthPicker } from "@/features/admin-gst/components/month-picker";
import { isMonth, monthInIndia } from "@/features/admin-gst/lib/months";
import { usePageTitle } from "@/lib/use-page-title";

/** /admin/gst: the month's invoices, credit notes and GST, and the CSV for GSTR-1 (see docs/product/admin-gst.md). */
export function AdminGstPage() {
  usePageTitle(pageTitle("GST Summary"));
  const [searchParams, setSearchParams] = useSearchParams();
  const latest = monthInIndia(new Date());
  const asked = searchParams.get("month");
  const month = isMonth(asked) ? asked : latest;
  return (
    <>
      <AdminPageHeader
        title="GST Summary"
        description="Invoices, credit notes and tax of a month, for GSTR-1 and GSTR-3B."
        actions={
          <>
            <MonthPicker value={month} latest={latest} onChange={(next) => setSearchParams({ month: next }, { replace: true })} />
            <Button asChild variant="outline">
              <a href={paths.admin.gstSummaryCsv(month)} download>
                <Download aria-hidden="true" />
                Download CSV
              </a>
            </Button>
          </>
        }
      />
      <GstSummaryPanel month={month} />
    </>
  );
}

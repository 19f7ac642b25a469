import type { FormReturn } from "@shared/schemas/form-return";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { queryKeys } from "@/lib/query-keys";

/**
 * What the server said about this form when it was sent as plain HTML (before or without the page's
 * script), handed over with the page: read once, then forgotten, so coming back to the page later
 * starts it afresh.
 */
export function useFormReturn(form: FormReturn["form"]): FormReturn | undefined {
  const queryClient = useQueryClient();
  const [formReturn] = useState(() => {
    const found = queryClient.getQueryData<FormReturn>(queryKeys.auth.formReturn());
    return found?.form === form ? found : undefined;
  });
  useEffect(() => {
    if (formReturn) queryClient.removeQueries({ queryKey: queryKeys.auth.formReturn() });
  }, [formReturn, queryClient]);
  return formReturn;
}

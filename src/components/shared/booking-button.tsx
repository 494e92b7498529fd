import * as React from "react";
import { CalendarDays } from "lucide-react";
import { useSiteSettings } from "../../hooks/use-site-settings";
import type { BrandButtonVariant } from "../ui/action-button";
import { ActionLink } from "../ui/action-link";
import { NewTabNotice } from "./new-tab-notice";
import { useDictionary } from "../../i18n/locale-context";
import { analyticsEventAttributes } from "../../lib/analytics/analytics-attributes";

/** 'Prenota ora': the booking page of data/site.json, in a new tab that screen readers announce; opening it is page analytics' "Booking opened". */
export const BookingButton = ({ variant }: { variant: BrandButtonVariant }) => {
  const site = useSiteSettings();
  const { shared } = useDictionary();
  return (
    <ActionLink variant={variant} size="lg">
      <a href={site.bookingUrl} target="_blank" rel="noopener noreferrer" {...analyticsEventAttributes("Booking opened", {})}>
        <CalendarDays aria-hidden="true" />
        {shared.bookNow}
        <NewTabNotice />
      </a>
    </ActionLink>
  );
};

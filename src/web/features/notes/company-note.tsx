import { lazy, Suspense } from "react";
import { useSignedIn } from "../../lib/use-signed-in";
import type { Company } from "./company-note-section";

// A member's private note on the company, on its page: read after the page is there (the page
// itself is the same for every member), written in Markdown and sent through the page's
// clientAction by a fetcher. Guests see nothing: the note is a member's own.
// The section's code loads only for a member, once the page is theirs: guests, who never see it,
// do not download it with the page.

const CompanyNoteSection = lazy(() =>
  import("./company-note-section").then((m) => ({ default: m.CompanyNoteSection })),
);

export function CompanyNote({ company }: { company: Company }) {
  const signedIn = useSignedIn();
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <CompanyNoteSection key={company.id} company={company} />
    </Suspense>
  );
}

import { lazy, Suspense, useState } from "react";
import { Button } from "../../components/ui/button";
import { useSignedIn } from "../../lib/use-signed-in";
import type { CompanyToBuy } from "./add-to-portfolio-dialog";

// Beside Watch on a company page: records a buy of the company in one of the member's portfolios
// (or a new one), the price prefilled with the latest close. Its dialog loads when first opened.
// Guests see nothing (Watch already asks them to sign up); nor does a company without a price.

const AddToPortfolioDialog = lazy(() =>
  import("./add-to-portfolio-dialog").then((m) => ({ default: m.AddToPortfolioDialog })),
);

export function AddToPortfolio({ company, size = "sm" }: { company: CompanyToBuy; size?: "sm" | "md" }) {
  const signedIn = useSignedIn();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!signedIn || !company.quote) return null;
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        size={size}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        Add to portfolio
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <AddToPortfolioDialog company={company} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

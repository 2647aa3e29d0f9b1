import { api } from "../../../../domain/paths";
import type { ImportPreview, Portfolio } from "../../../../domain/contracts/portfolios";
import type { ColumnMapping, PresetId } from "../../../../domain/portfolios/broker-csv";
import { apiRead, apiSend, schemaOf } from "../../../lib/api-client";

// The portfolio calls of decision 061 for the web app, each answer parsed by the contract
// (loaded with the first answer, decision 041).

const contract = () => import("../../../../domain/contracts/portfolios");

export interface ImportRequest {
  file_name: string;
  csv: string;
  preset?: PresetId;
  mapping?: ColumnMapping;
}

export async function createPortfolio(name: string): Promise<Portfolio> {
  const answer = await apiRead(
    api.portfolios(),
    schemaOf(contract, (c) => c.portfolioAnswerSchema),
    { method: "POST", json: { portfolio: { name } } },
  );
  return answer.portfolio;
}

export async function deletePortfolio(id: number): Promise<void> {
  await apiSend(api.portfolio(id), { method: "DELETE" });
}

export async function previewImport(id: number, request: ImportRequest): Promise<ImportPreview> {
  return apiRead(
    api.portfolioImportPreview(id),
    schemaOf(contract, (c) => c.importPreviewSchema),
    {
      method: "POST",
      json: request,
    },
  );
}

export async function importFile(id: number, request: ImportRequest): Promise<ImportPreview> {
  const answer = await apiRead(
    api.portfolioImports(id),
    schemaOf(contract, (c) => c.importAnswerSchema),
    {
      method: "POST",
      json: request,
    },
  );
  return answer.import;
}

export interface TransactionRequest {
  date: string;
  kind: "buy" | "sell" | "dividend" | "cash_in" | "cash_out" | "fee";
  /** The company by its id where the page knows it (a company page), else by its ticker. */
  company_id?: number;
  ticker?: string;
  shares?: number;
  price?: number;
  amount?: number;
  fee?: number;
}

export async function addTransaction(id: number, transaction: TransactionRequest): Promise<void> {
  await apiSend(api.portfolioTransactions(id), { method: "POST", json: { transaction } });
}

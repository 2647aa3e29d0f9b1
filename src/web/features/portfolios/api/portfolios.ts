import { api } from "../../../../domain/paths";
import type { ImportPreview, Portfolio } from "../../../../domain/contracts/portfolios";
import type { ColumnMapping, PresetId } from "../../../../domain/portfolios/broker-csv";
import { apiCall } from "../../../lib/api-client";

// The portfolio calls of decision 061 for the web app.

export interface ImportRequest {
  file_name: string;
  csv: string;
  preset?: PresetId;
  mapping?: ColumnMapping;
}

export async function createPortfolio(name: string): Promise<Portfolio> {
  const answer = await apiCall<{ portfolio: Portfolio }>(api.portfolios(), {
    method: "POST",
    json: { portfolio: { name } },
  });
  return answer!.portfolio;
}

export async function deletePortfolio(id: number): Promise<void> {
  await apiCall(api.portfolio(id), { method: "DELETE" });
}

export async function previewImport(id: number, request: ImportRequest): Promise<ImportPreview> {
  return (await apiCall<ImportPreview>(api.portfolioImportPreview(id), { method: "POST", json: request }))!;
}

export async function importFile(id: number, request: ImportRequest): Promise<ImportPreview> {
  return (await apiCall<{ import: ImportPreview }>(api.portfolioImports(id), { method: "POST", json: request }))!
    .import;
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
  await apiCall(api.portfolioTransactions(id), { method: "POST", json: { transaction } });
}

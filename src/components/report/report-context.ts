import { createContext, use } from 'react';
import type { ReportTarget } from '../../../machines/reports/report.types';

/** Opens the report dialog for a target; focus goes back to `opener` when it closes. */
export type OpenReport = (target: ReportTarget, opener: HTMLElement | null) => void;

/**
 * Pages that offer «Пожаловаться» are wrapped in a ReportProvider (by the app's routes); without
 * one (a story of another screen, a page that offers none) the buttons render nothing.
 */
export const ReportContext = /* @__PURE__ */ createContext<OpenReport | null>(null);

export const useOpenReport = () => use(ReportContext);

export { mapLead, type LeadRow } from './map-lead';
export { useLeads, useSetLeadHandled } from './use-leads';

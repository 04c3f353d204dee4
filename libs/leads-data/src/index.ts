export { mapLead, type LeadRow } from './map-lead';
export { LEADS_PAGE_SIZE, useDeleteLead, useLeads, useSetLeadHandled } from './use-leads';

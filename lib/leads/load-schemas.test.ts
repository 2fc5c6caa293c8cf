describe('the lead schemas loaded on demand', () => {
  it('are there for a form only once loadLeadSchemas() has resolved', async () => {
    const { leadSchemas, loadLeadSchemas } = await import('./load-schemas');
    expect(() => leadSchemas()).toThrow('A lead form rendered before its schemas loaded');
    const loaded = await loadLeadSchemas();
    expect(leadSchemas()).toBe(loaded);
    // The module the intake validates with: one schema per payload, never two.
    const intakeSchemas = await import('./schema');
    expect(leadSchemas().contactSendSchema).toBe(intakeSchemas.contactSendSchema);
    expect(leadSchemas().feedbackSchema.safeParse({ rating: 6, message: 'Good advice' }).success).toBe(false);
  });
});

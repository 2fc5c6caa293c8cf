describe('the lead schemas loaded on demand', () => {
  it('are there for a form only once its loader has awaited them', async () => {
    const { leadSchemas, withLeadSchemas } = await import('./load-schemas');
    expect(() => leadSchemas()).toThrow('A lead form rendered before its schemas loaded');
    const form = { ContactForm: 'the form module' };
    await expect(withLeadSchemas(Promise.resolve(form))).resolves.toBe(form);
    // The very module the intake validates with: one schema per payload, never two.
    const intakeSchemas = await import('./schema');
    expect(leadSchemas()).toBe(intakeSchemas);
    expect(leadSchemas().feedbackSchema.safeParse({ rating: 6, message: 'Good advice' }).success).toBe(false);
  });

  it("fail the form's loader when they cannot load", async () => {
    const { withLeadSchemas } = await import('./load-schemas');
    await expect(withLeadSchemas(Promise.reject(new Error('ChunkLoadError')))).rejects.toThrow('ChunkLoadError');
  });
});

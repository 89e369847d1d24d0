/** The scale generator's tenants: the DESIGN §7 one, and a small one for the load budget's other size. */
export const SCALE_TENANT = 'Scale Bench';
export const SMALL_TENANT = 'Small Bench';

/** A tenant's three bench users; usernames are unique across tenants, so they carry the tenant's name. */
export const scaleUsers = (tenant: string) => {
  const slug =
    tenant
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'scale';
  return [
    { username: `${slug}-admin`, password: 'Admin123', role: 'admin' as const, fullName: 'Bench Admin' },
    {
      username: `${slug}-manager`,
      password: 'Manager123',
      role: 'manager' as const,
      fullName: 'Bench Manager',
    },
    { username: `${slug}-worker`, password: 'Worker123', role: 'worker' as const, fullName: 'Bench Worker' },
  ];
};

/** The worker login the list benchmarks use for a tenant. */
export const benchWorker = (tenant: string) => {
  const worker = scaleUsers(tenant).find((user) => user.role === 'worker');
  if (!worker) throw new Error('no worker user');
  return { username: worker.username, password: worker.password };
};

// The agency's agents, shown on their profiles and on each listing they handle.
export interface Agent {
  id: string;
  name: string;
  role: string;
  phone: string;
  email: string;
  photo: string;
  bio: string;
}

export const agents: Agent[] = [
  {
    id: 'marta-sousa',
    name: 'Marta Sousa',
    role: 'Senior agent, Old Harbour',
    phone: '+351 210 000 101',
    email: 'marta@harbourline.example',
    photo: 'images/agents/agent-1.svg',
    bio: 'Fifteen years selling homes around the harbour; knows every street with a sea view.',
  },
  {
    id: 'daniel-okoro',
    name: 'Daniel Okoro',
    role: 'Lettings and Riverside',
    phone: '+351 210 000 102',
    email: 'daniel@harbourline.example',
    photo: 'images/agents/agent-2.svg',
    bio: 'Looks after landlords and tenants along the river, from studios to family homes.',
  },
  {
    id: 'ines-carvalho',
    name: 'Inês Carvalho',
    role: 'Pine Hills specialist',
    phone: '+351 210 000 103',
    email: 'ines@harbourline.example',
    photo: 'images/agents/agent-3.svg',
    bio: 'Grew up in Pine Hills and helps families find space, gardens and good schools.',
  },
];

export const agentById = (id: string): Agent | undefined => agents.find((agent) => agent.id === id);

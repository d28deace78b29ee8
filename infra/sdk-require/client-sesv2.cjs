// The bundle requires @aws-sdk/client-sesv2 from the runtime instead of importing it (infra/sdk-require.ts).
const sdk = '@aws-sdk/client-sesv2';
module.exports = require(sdk);

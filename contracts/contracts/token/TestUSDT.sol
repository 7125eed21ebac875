// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/**
 * @dev A stand-in for USDT on local and test networks: 18 decimals as on BSC, minted by the owner.
 * It refuses to be deployed on BSC mainnet (56) or Ethereum mainnet (1).
 */
contract TestUSDT is ERC20, Ownable {
    /// @dev This token is for local and test networks only.
    error TestUSDTMainnetDeployment(uint256 chainId);

    constructor(address initialOwner) ERC20("Test Tether USD", "USDT") Ownable(initialOwner) {
        if (block.chainid == 56 || block.chainid == 1) revert TestUSDTMainnetDeployment(block.chainid);
    }

    /// @dev Creates `amount` tokens for `to`.
    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}
